import { SHELL_PATHS } from '@council/site-config/node';
import { aScreen } from '../testing/publishingRemote';
import { isPageOfSite } from './sitePages';

const screens = [
  { ...aScreen('/notice'), remote: 'public_site' as const },
  {
    ...aScreen('/dashboard', './Dashboard', { access: ['admin'] }),
    remote: 'admin_console' as const,
  },
];

describe('a page of the site', () => {
  it.each(['/', '/notice', '/Notice/', '/dashboard'])('is %s, the root or a screen', (path) => {
    expect(isPageOfSite(path, screens)).toBe(true);
  });

  it.each(SHELL_PATHS)("is the shell's own %s", (path) => {
    expect(isPageOfSite(path, screens)).toBe(true);
    expect(isPageOfSite(`${path.toUpperCase()}/`, [])).toBe(true);
  });

  it.each(['/no-such-page', '/notice/3', '/noticeboard', '/login/more'])('is not %s', (path) => {
    expect(isPageOfSite(path, screens)).toBe(false);
  });
});
