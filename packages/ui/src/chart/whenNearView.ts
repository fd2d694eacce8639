/**
 * How far outside the screen an element counts as about to be seen: not at all. On a phone the
 * home page's pie is less than 100 px below the first screenful (the compact header of issue 17),
 * and a reader who does not scroll there should not download chart.js; one who does reads the
 * counts in the legend beside it while the drawing arrives.
 */
export const NEAR_VIEW_MARGIN = '0px';

/**
 * Calls `then` once, when `element` comes within NEAR_VIEW_MARGIN of the viewport, or at once
 * where the browser cannot tell (no IntersectionObserver). Returns what stops the watch.
 */
export function whenNearView(element: Element, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: NEAR_VIEW_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
