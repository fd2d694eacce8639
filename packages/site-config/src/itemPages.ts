/**
 * The published kinds that have a page of their own for each item (GIGW 3.0: an item's page is
 * what the feeds, the search, the archive and the sitemap link to, and what a shared link opens).
 * One place for their addresses: public-site declares a screen at each path, and every other
 * part builds an item's address with itemPagePath.
 */
export const ITEM_PAGES = {
  notice: '/notice-details',
  circular: '/circular-details',
  officeOrder: '/officeorder-details',
  latestNews: '/latestnews-details',
  pressRelease: '/pressrelease-details',
  tender: '/tender-details',
} as const;

export type ItemKind = keyof typeof ITEM_PAGES;

/** The address of one item's own page, e.g. /notice-details?id=12. */
export function itemPagePath(kind: ItemKind, id: number): string {
  return `${ITEM_PAGES[kind]}?id=${id}`;
}
