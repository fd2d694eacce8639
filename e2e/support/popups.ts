// Answering sweetalert2's popups. A popup zooms in as it opens, and a click aimed at one of its
// buttons meanwhile lands where the button was, not where it is: seen in CI, where "Yes, go back"
// was aimed at y 444 while the popup stood at about 0.9 of its size; the button then stood at
// y 508, the click fell on the popup's text and nothing answered. Playwright's "stable" check did
// not see the zoom, whose frames a loaded machine draws far apart.
import { expect, type Locator } from '@playwright/test';

/** True once the popup is shown and holds still: no zoom running or still to start. */
function holdsStill(popup: HTMLElement): boolean {
  // sweetalert2 hides a popup with opacity 0 until it adds the zoom's class, 10 ms after showing.
  const zoomStarted = popup.style.getPropertyValue('opacity') === '';
  return (
    zoomStarted && popup.getAnimations().every((animation) => animation.playState !== 'running')
  );
}

/** Clicks the button `name` of the popup `popup` (a dialog locator) once the popup holds still. */
export async function answerPopup(popup: Locator, name: string): Promise<void> {
  await expect.poll(() => popup.evaluate(holdsStill)).toBe(true);
  await popup.getByRole('button', { name, exact: true }).click();
}
