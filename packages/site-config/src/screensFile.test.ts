import { menuLinksOf, screensOwnedBy } from './screensFile';
import type { ScreenDeclaration } from './screens';

const screen = (path: string, menu?: ScreenDeclaration['menu']): ScreenDeclaration => ({
  path,
  module: './Page',
  access: 'public',
  title: { en: `Title of ${path}` },
  ...(menu ? { menu } : {}),
});

describe("a menu group's links", () => {
  it('are the screens placed in it, by order, in their menu wording or else their title', () => {
    const screens = [
      screen('/b', { group: 'tenders', order: 20 }),
      screen('/a', { group: 'tenders', order: 10, text: { en: 'First' } }),
      screen('/c', { group: 'documents', order: 5 }),
      screen('/d'),
    ];
    expect(menuLinksOf(screens, 'tenders')).toEqual([
      { path: '/a', text: { en: 'First' }, order: 10 },
      { path: '/b', text: { en: 'Title of /b' }, order: 20 },
    ]);
    expect(menuLinksOf(screens, 'console')).toEqual([]);
  });

  it('take a screen placed in several menus into each of them', () => {
    const screens = [
      screen('/privacypolicy', [
        { group: 'aboutUs', order: 80 },
        { group: 'footer', order: 10, text: { en: 'Privacy' } },
      ]),
      screen('/rti', { group: 'aboutUs', order: 90 }),
    ];
    expect(menuLinksOf(screens, 'aboutUs').map(({ path }) => path)).toEqual([
      '/privacypolicy',
      '/rti',
    ]);
    expect(menuLinksOf(screens, 'footer')).toEqual([
      { path: '/privacypolicy', text: { en: 'Privacy' }, order: 10 },
    ]);
  });
});

describe("a remote's own screens", () => {
  it('are its declarations, each owned by it', () => {
    const declared = { modules: { './Page': './src/Page.tsx' }, screens: [screen('/a')] };
    expect(screensOwnedBy('admin_console', declared)).toEqual([
      { ...screen('/a'), remote: 'admin_console' },
    ]);
  });
});
