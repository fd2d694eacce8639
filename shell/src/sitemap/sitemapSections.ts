import { localise, menuLinksOf, SHELL_ROUTES, type ScreenDeclaration } from '@council/site-config';
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
 * footer's, and the pages still to come). Each page once, where it first shows; a page still to
 * come is marked so wherever that is. A screen of no menu that is not a placeholder (a tender's
 * details) is reached from its list, not from here.
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
  const sections: SitemapSection[] = [
    ...menuSections(publicMenu({ ...sources, withSignIn: false })),
    {
      title: t('sitemap.account'),
      pages: [
        page(t('sitemap.signIn'), SHELL_ROUTES.login),
        page(t('sitemap.register'), SHELL_ROUTES.register),
      ],
    },
    { title: t('sitemap.other'), pages: [...footerOnly, ...placeholders] },
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
