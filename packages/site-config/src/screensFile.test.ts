import { menuLinksOf } from './screensFile';
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
});
