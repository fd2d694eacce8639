import {
  ITEM_PAGES,
  localise,
  menuLinksOf,
  normalisePath,
  SHELL_ROUTES,
  type Screen,
  type ScreenDeclaration,
} from '@council/site-config';
import { publicMenu, type MenuEntry, type MenuItem, type MenuSources } from '../layout/menuEntries';

/** One page of the sitemap: its name, its route, and whether it is a page still to come. */
export interface SitemapPage {
  text: string;
  to: string;
  comingSoon: boolean;
}

/** A heading of the sitemap and its pages. */
export interface SitemapSection {
  title: string;
  pages: SitemapPage[];
}

/**
 * The module public-site shows its pages still to come with: such a screen answers, but has no
 * place in a menu, and the sitemap is where it is reached (and said to be coming).
 */
export const PLACEHOLDER_MODULE = './ComingSoon';

const isPlaceholder = (screen: ScreenDeclaration) => screen.module === PLACEHOLDER_MODULE;

// An item's page needs the item's id: it is reached from its list (and the feeds, the search and
// /sitemap.xml name each item), not from here.
const ITEM_PAGE_PATHS = new Set(Object.values(ITEM_PAGES).map(normalisePath));
/** A screen of the table as the menus read it (its remote where the table names one). */
type TableScreen = ScreenDeclaration & { remote?: Screen['remote'] };

const isItemPage = (screen: TableScreen) => ITEM_PAGE_PATHS.has(normalisePath(screen.path));

const samePage = (one: TableScreen, other: TableScreen) =>
  one.remote === other.remote &&
  one.module === other.module &&
  JSON.stringify(one.props ?? {}) === JSON.stringify(other.props ?? {});

/** A second address of a page a menu offers (/ of /home): the page is listed by its menu's. */
const isAliasOfMenuPage = (screen: TableScreen, screens: TableScreen[]) =>
  !screen.menu &&
  screens.some((other) => other !== screen && other.menu !== undefined && samePage(screen, other));

const page = (text: string, to: string, comingSoon = false): SitemapPage => ({
  text,
  to,
  comingSoon,
});

const routesOf = (entries: MenuEntry[]): SitemapPage[] =>
  entries.flatMap((entry) => (entry.kind === 'route' ? [page(entry.text, entry.to)] : []));

/** The menu's groups as sections, its own pages only (the outside sites are not this site's). */
function menuSections(menu: MenuItem[]): SitemapSection[] {
  return menu.flatMap((item): SitemapSection[] => {
    if (item.kind === 'link') return [{ title: item.text, pages: [page(item.text, item.to)] }];
    if (item.kind === 'dropdown') return [{ title: item.text, pages: routesOf(item.entries) }];
    return item.columns.map((column) => ({ title: column.title, pages: routesOf(column.entries) }));
  });
}

/**
 * Every public page of the site, for the sitemap: the menu's groups as the menu names them, the
 * shell's own public pages (sign-in, a new account), then the public screens no menu offers (the
 * footer's, the other public screens, and the pages still to come). Each page once, where it
 * first shows; a page still to come is marked so wherever that is. An item's page (a tender's
 * details) is reached from its list, not from here; a second address of a menu's page (/ of
 * /home) is listed by the menu's.
 */
export function sitemapSections(sources: MenuSources): SitemapSection[] {
  const { t, language } = sources;
  const screens = sources.screens.filter((screen) => screen.access === 'public');
  const footerOnly = menuLinksOf(screens, 'footer').map(({ path, text }) =>
    page(localise(text, language), path),
  );
  const placeholders = screens
    .filter(isPlaceholder)
    .map((screen) => page(localise(screen.title, language), screen.path, true));
  const stillToCome = new Set(placeholders.map(({ to }) => to));
  // Every other public screen of the table (a page only the footer or a link names): the sitemap
  // is where every page of the site is found, whichever remote adds it.
  const others = screens
    .filter(
      (screen) =>
        !isPlaceholder(screen) && !isItemPage(screen) && !isAliasOfMenuPage(screen, screens),
    )
    .map((screen) => page(localise(screen.title, language), screen.path));
  const sections: SitemapSection[] = [
    ...menuSections(publicMenu({ ...sources, withSignIn: false })),
    {
      title: t('sitemap.account'),
      pages: [
        page(t('sitemap.signIn'), SHELL_ROUTES.login),
        page(t('sitemap.register'), SHELL_ROUTES.register),
      ],
    },
    { title: t('sitemap.other'), pages: [...footerOnly, ...others, ...placeholders] },
  ];
  // A placeholder a remote still places in a menu is listed there, and said to be coming all the same.
  return withoutRepeats(sections).map((section) => ({
    ...section,
    pages: section.pages.map((entry) =>
      stillToCome.has(entry.to) ? { ...entry, comingSoon: true } : entry,
    ),
  }));
}

/** Each page in its first section only; a section left with none is left out. */
function withoutRepeats(sections: SitemapSection[]): SitemapSection[] {
  const listed = new Set<string>();
  return sections
    .map((section) => ({
      ...section,
      pages: section.pages.filter((entry) => {
        if (listed.has(entry.to)) return false;
        listed.add(entry.to);
        return true;
      }),
    }))
    .filter((section) => section.pages.length > 0);
}
