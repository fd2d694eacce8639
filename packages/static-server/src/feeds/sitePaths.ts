import { ITEM_PAGES, normalisePath, SHELL_ROUTES, type Screen } from '@council/site-config/node';

const ITEM_PAGE_PATHS = new Set(Object.values(ITEM_PAGES).map(normalisePath));

/** The shell's own pages a visitor opens without a link mailed to them. */
const SHELL_PUBLIC_PAGES = [SHELL_ROUTES.sitemap, SHELL_ROUTES.login, SHELL_ROUTES.register];

/** The shell's pages opened only from a mailed link (a token in the address): no one's to list. */
const SHELL_LINK_PAGES = [SHELL_ROUTES.verifyEmail, SHELL_ROUTES.resetPassword];

/**
 * Every public page of the route table a visitor can open by its address alone: the public
 * screens (not the item pages, which need an id: the sitemap lists each item instead) and the
 * shell's own public pages.
 */
export function publicPagePaths(screens: readonly Screen[]): string[] {
  const own = screens
    .filter((screen) => screen.access === 'public')
    .map((screen) => screen.path)
    .filter((path) => !ITEM_PAGE_PATHS.has(normalisePath(path)));
  return [...new Set([...own, ...SHELL_PUBLIC_PAGES])];
}

/**
 * The paths crawlers are kept out of: the signed-in screens (the console's, the portal's) and the
 * mailed-link pages. A path that begins another, public one is left out: robots.txt matches by
 * prefix, and a public page must never be hidden by it.
 */
export function privatePagePaths(screens: readonly Screen[]): string[] {
  const publicPaths = screens.filter((screen) => screen.access === 'public').map((s) => s.path);
  const paths = [
    ...screens.filter((screen) => screen.access !== 'public').map((screen) => screen.path),
    ...SHELL_LINK_PAGES,
  ];
  return [...new Set(paths)].filter(
    (path) => !publicPaths.some((open) => open.toLowerCase().startsWith(path.toLowerCase())),
  );
}
