/** The page's main heading: the first level-one heading of the page's main landmark. */
const MAIN_HEADING = '#main h1';

/** How long a screen may take to show its heading before focus goes to `main` itself. */
export const HEADING_WAIT_MS = 10_000;

/**
 * After a move to another page: focus to the new page's main heading as soon as it is shown, so
 * that a screen reader says where the person now is, once, and the next Tab starts in the page
 * (WCAG 2.4.3). A remote's screen may take a while (its code, its data: its "Loading..." is read
 * meanwhile), so this waits for the heading, and gives focus to `main` if none comes in time.
 * It leaves focus alone once the person or the screen has put it somewhere else meanwhile.
 * Returns what stops the waiting (the person moved on again).
 */
export function focusHeadingWhenShown(wait = HEADING_WAIT_MS): () => void {
  const startedOn = document.activeElement;
  const untouched = () => {
    const now = document.activeElement;
    return (
      now === null ||
      now === document.body ||
      now === startedOn ||
      now === document.getElementById('main') ||
      !now.isConnected
    );
  };
  const focusHeading = (): boolean => {
    const heading = document.querySelector<HTMLElement>(MAIN_HEADING);
    if (!heading) return false;
    if (untouched()) {
      // A heading is not focusable by itself; -1 keeps it out of the Tab order.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    }
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    if (untouched()) document.getElementById('main')?.focus();
  }, wait);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
