// Issue 17: on a phone no public page scrolls sideways. A wide table keeps to the screen (cards)
// or scrolls inside its own labelled box; the page itself is never wider than the screen.
import { expect, type Page } from '@playwright/test';

export const PHONE_WIDTHS = [320, 375, 414] as const;

/**
 * What sticks out past the screen's right edge, outermost first, for the failure message: the
 * header's parts, a table or a picture, so the report names the culprit and not only a number.
 */
function overflowingParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const name = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.id ? `#${element.id}` : '',
        ...[...element.classList].slice(0, 3).map((c) => `.${c}`),
      ].join('');
    const path = (element: Element) => {
      const names: string[] = [];
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        names.unshift(name(at));
      }
      return names.join(' > ');
    };
    const wide = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && Math.round(box.right) > width;
    });
    // Only the outermost of each overflowing branch: its children say nothing more.
    return wide
      .filter((element) => !wide.some((other) => other !== element && other.contains(element)))
      .slice(0, 10)
      .map(
        (element) =>
          `${path(element)} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`,
      );
  });
}

/**
 * The boxes inside the page that scroll sideways at this width. Each must be a region of its own:
 * named, and reachable by keyboard so that its hidden part can be scrolled into view.
 */
function sidewaysBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (
          (overflowX === 'auto' || overflowX === 'scroll') &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => ({
        box: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
        role: element.getAttribute('role'),
        named: Boolean(
          element.getAttribute('aria-label') || element.getAttribute('aria-labelledby'),
        ),
        focusable: element.getAttribute('tabindex') === '0',
      })),
  );
}

/** Waits until the page has laid itself out again after a change of width. */
function afterLayout(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Turns the loaded page to `width` and checks that the page does not scroll sideways and that
 * every box inside it that does is a named, focusable region. The layout answers media queries
 * and resize listeners as a phone's does, so one load serves every width.
 */
export async function expectNoSidewaysScrollAt(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 800 });
  await afterLayout(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const culprits = scrollWidth > innerWidth ? await overflowingParts(page) : [];
  const wide = `${path} is ${scrollWidth} px wide on a ${innerWidth} px screen`;
  expect(culprits, `${wide}; what sticks out`).toEqual([]);
  expect(scrollWidth, wide).toBeLessThanOrEqual(innerWidth);

  for (const box of await sidewaysBoxes(page)) {
    expect(
      box,
      `${path} at ${width} px: a box that scrolls sideways is a named, focusable region`,
    ).toEqual({ ...box, role: 'region', named: true, focusable: true });
  }
}
