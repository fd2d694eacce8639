/**
 * How far outside the screen an element counts as about to be seen: a quarter of a phone's screen.
 * Not a whole screen, as on a phone the home page's pie is only a few hundred pixels below the
 * first screenful, and a reader who does not scroll there should not download chart.js.
 */
export const NEAR_VIEW_MARGIN = '200px 0px';

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
