import type { ComponentType } from 'react';
import { serverScreensOf, type Page } from './serverScreens';

const Home: Page = () => null;
const Notices: Page = () => null;

const declared = {
  modules: {
    './Home': './src/home/HomePage.tsx',
    './Notices': './src/notices/NoticesPage.tsx',
    './Contact': './src/contact/ContactPage.tsx',
  },
  screens: [
    { path: '/', module: './Home', access: 'public', title: { en: 'Home' }, firstScreen: 'server' },
    {
      path: '/notice',
      module: './Notices',
      props: { kind: 'notice' },
      access: 'public',
      title: { en: 'Notice' },
      firstScreen: 'server',
    },
    { path: '/contact', module: './Contact', access: 'public', title: { en: 'Contact' } },
    {
      path: '/later',
      module: './Contact',
      access: 'public',
      title: { en: 'Later' },
      firstScreen: 'browser',
    },
  ],
};

const files: Record<string, ComponentType<Record<string, string>>> = {
  'home/HomePage.tsx': Home,
  'notices/NoticesPage.tsx': Notices,
};
const loadPage = jest.fn(async (file: string) => ({ default: files[file] as Page }));
const screens = serverScreensOf('public_site', declared, loadPage);

beforeEach(() => loadPage.mockClear());

describe("a remote's server screens", () => {
  it("are the modules of its screens declared firstScreen: 'server'", () => {
    expect([...screens.modules].sort()).toEqual(['./Home', './Notices']);
  });

  it('load the page file of their module, named from the src folder, when first asked for', async () => {
    expect(loadPage).not.toHaveBeenCalled();
    await expect(screens.serverScreen('./Notices')).resolves.toBe(Notices);
    expect(loadPage).toHaveBeenCalledWith('notices/NoticesPage.tsx');
    await expect(screens.serverScreen('./Home')).resolves.toBe(Home);
  });

  it.each(['./Contact', './NoSuchModule', 'constructor', '__proto__', 'toString'])(
    'leave %s to the browser, loading nothing',
    async (module) => {
      await expect(screens.serverScreen(module)).resolves.toBeNull();
      expect(loadPage).not.toHaveBeenCalled();
    },
  );

  it("come with the remote's own screens, as the merged table holds them", () => {
    expect(screens.own.map(({ path, remote }) => [path, remote])).toEqual([
      ['/', 'public_site'],
      ['/notice', 'public_site'],
      ['/contact', 'public_site'],
      ['/later', 'public_site'],
    ]);
    expect(screens.own[1]).toMatchObject({ props: { kind: 'notice' }, firstScreen: 'server' });
  });
});
