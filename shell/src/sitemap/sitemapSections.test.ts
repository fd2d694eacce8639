import { DEMO_COUNCIL, ITEM_PAGES, type Screen } from '@council/site-config';
import en from '../i18n/en.json';
import type { MenuSources } from '../layout/menuEntries';
import { SITE_SCREENS } from '../testing/siteScreens';
import { sitemapSections } from './sitemapSections';

/** The shell's catalogue, looked up as @council/i18n does ('sitemap.title'). */
const t = (key: string): string => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  if (typeof found !== 'string') throw new Error(`No text ${key}`);
  return found;
};

const sources = (screens: Screen[] = SITE_SCREENS): MenuSources => ({
  council: DEMO_COUNCIL,
  screens,
  t,
  language: 'en',
});

const titles = (screens?: Screen[]) => sitemapSections(sources(screens)).map(({ title }) => title);
const section = (title: string, screens?: Screen[]) =>
  sitemapSections(sources(screens)).find((found) => found.title === title);

describe('the sitemap', () => {
  it("lists the menu's groups, the account pages, then the other pages", () => {
    expect(titles()).toEqual([
      'Home',
      'About Us',
      'Tenders',
      'Documents',
      'Grievance',
      'Services',
      'Gallery',
      'Contacts',
      'Your account',
      'Other pages',
    ]);
    expect(section('Tenders')?.pages).toEqual([
      { text: 'Current Tenders', to: '/currenttender', comingSoon: false },
      { text: 'Past Tenders', to: '/pasttender', comingSoon: false },
    ]);
  });

  it("offers the shell's own public pages: sign-in and a new account", () => {
    expect(section('Your account')?.pages).toEqual([
      { text: 'Sign in', to: '/login', comingSoon: false },
      { text: 'Create an account', to: '/register', comingSoon: false },
    ]);
  });

  it('lists the public pages no menu offers, then the pages still to come, marked so', () => {
    const pages = section('Other pages')?.pages ?? [];
    expect(pages).toContainEqual({
      text: 'Screen Reader Access',
      to: '/screen-reader-access',
      comingSoon: false,
    });
    expect(pages.slice(-3)).toEqual([
      { text: 'View Property Tax', to: '/viewpropertytax', comingSoon: true },
      { text: 'Pay Property Tax', to: '/paypropertytax', comingSoon: true },
      { text: 'Video Gallery', to: '/videogallery', comingSoon: true },
    ]);
  });

  it('lists each page once, and no signed-in screen, outside site or detail page', () => {
    const paths = sitemapSections(sources()).flatMap(({ pages }) => pages.map(({ to }) => to));
    expect(new Set(paths).size).toBe(paths.length);
    // The privacy page is in About Us and in the footer: listed once, under About Us.
    expect(section('About Us')?.pages.map(({ to }) => to)).toContain('/privacypolicy');
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/userdashboard');
    expect(paths).not.toContain('/tender-details');
    // No item's page (each needs an id), and the root only as the menu's Home.
    for (const itemPage of ['/notice-details', '/circular-details', '/pressrelease-details']) {
      expect(paths).not.toContain(itemPage);
    }
    expect(paths).not.toContain('/');
    expect(paths).toContain('/home');
    expect(paths.some((path) => path.startsWith('http'))).toBe(false);
  });

  it('marks a page still to come wherever a remote still places it', () => {
    const placed = SITE_SCREENS.map((screen) =>
      screen.path === '/videogallery'
        ? { ...screen, menu: { group: 'gallery', order: 20 } }
        : screen,
    );
    expect(section('Gallery', placed)?.pages).toEqual([
      { text: 'Photo Gallery', to: '/photogallery', comingSoon: false },
      { text: 'Video Gallery', to: '/videogallery', comingSoon: true },
      { text: 'Press Release', to: '/pressrelease', comingSoon: false },
    ]);
    expect(section('Other pages', placed)?.pages.map(({ to }) => to)).not.toContain(
      '/videogallery',
    );
  });

  it('lists every public screen of the table, whichever remote adds it', () => {
    const paths = sitemapSections(sources()).flatMap(({ pages }) => pages.map(({ to }) => to));
    const listed = new Set(paths);
    const publicScreens = SITE_SCREENS.filter((screen) => screen.access === 'public');
    const missing = publicScreens.filter(
      (screen) =>
        !listed.has(screen.path) &&
        screen.path !== '/' &&
        !Object.values(ITEM_PAGES).includes(screen.path as never),
    );
    expect(missing.map(({ path }) => path)).toEqual([]);
    // A page a remote adds with no menu place is found here by itself.
    const townMap: Screen = {
      path: '/town-map',
      module: './TownMap',
      access: 'public',
      title: { en: 'Town map' },
      remote: 'public_site',
    };
    expect(section('Other pages', [...SITE_SCREENS, townMap])?.pages).toContainEqual({
      text: 'Town map',
      to: '/town-map',
      comingSoon: false,
    });
  });

  it("takes a page the footer alone offers into 'Other pages'", () => {
    const terms: Screen = {
      path: '/terms',
      module: './PrivacyPolicy',
      access: 'public',
      title: { en: 'Terms of use' },
      menu: { group: 'footer', order: 20 },
      remote: 'public_site',
    };
    expect(section('Other pages', [...SITE_SCREENS, terms])?.pages).toContainEqual({
      text: 'Terms of use',
      to: '/terms',
      comingSoon: false,
    });
  });
});
