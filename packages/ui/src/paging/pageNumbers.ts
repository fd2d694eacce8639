/** A gap in a long run of page links: '…'. */
export const GAP = 'gap';

/**
 * The page links to show: the first, the last and two either side of the current one, with a
 * gap where pages are left out (1 … 4 5 [6] 7 8 … 40). Short runs show every page.
 */
export function pageNumbers(current: number, last: number): (number | typeof GAP)[] {
  const shown = new Set([1, last]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page is that page itself: a link is no wider than the '…'.
    return page === previous + 2 ? [previous + 1, page] : [GAP, page];
  });
}
