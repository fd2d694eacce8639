import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

// Issue 17 on a 375 px phone: lists as cards with their actions in view, carousel controls that
// leave the pictures' words alone, a status pie with a legend in words, a lightbox that swipes.
test.use({ viewport: { width: 375, height: 812 } });

/** Where a thing is drawn on the page. */
async function boxOf(thing: Locator) {
  const box = await thing.boundingBox();
  if (!box) throw new Error(`${thing.toString()} is not shown`);
  return box;
}

/** Whether the whole of a thing is within the screen's width (no sideways scroll to reach it). */
async function withinScreenWidth(page: Page, thing: Locator): Promise<boolean> {
  const box = await boxOf(thing);
  return box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0);
}

/** A finger's sideways swipe across the lightbox, as the browser reports it (pointer events). */
async function swipeLeft(lightbox: Locator) {
  await lightbox.evaluate((dialog) => {
    const at = (type: string, clientX: number) =>
      dialog.dispatchEvent(
        new PointerEvent(type, { bubbles: true, pointerType: 'touch', clientX, clientY: 400 }),
      );
    at('pointerdown', 300);
    at('pointerup', 120);
  });
}

test('a notice is a card: its title opens its page, its date and Download in view', async ({
  page,
}) => {
  await page.goto('/notice');
  const card = page
    .locator('main tbody tr')
    .filter({ has: page.getByRole('link', { name: /^Download / }) })
    .first();
  await card.waitFor();
  // The title's link opens the notice's own page; the Download link says what the file is.
  const title = card.locator('td').nth(1).getByRole('link');
  const download = card.getByRole('link', { name: /^Download / });
  const date = card.locator('td[data-label="Issue Date"]');
  for (const part of [title, date, download]) {
    await expect(part).toBeVisible();
    expect(await withinScreenWidth(page, part)).toBe(true);
  }
  // The title is the card's heading, on top; the Download link at its foot.
  expect((await boxOf(title)).y).toBeLessThan((await boxOf(download)).y);
  // The header's words before the value are drawn by the style sheet, for the eye only.
  await expect(date).toHaveText(/^\d{2}\/\w{3}\/\d{4}$/);
  const shownHeader = await date.evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(shownHeader).toContain('Issue Date: ');
  await expect(title).toHaveAttribute('href', /^\/notice-details\?id=\d+$/);
  await expect(download).toHaveAccessibleName(/ \(PDF, \d+ KB\)$/);
  // Nothing of the list scrolls sideways, the table's own box included.
  const box = page.locator('main .council-table-wrap');
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // The column headers are for screen readers only: the card says them beside each value.
  await expect(page.getByRole('columnheader', { name: 'Issue Date' })).toBeAttached();
  await expect(page.locator('main thead')).toHaveCSS('position', 'absolute');
});

test("a tender is a card: its title leads to the tender's page, View and Documents in view", async ({
  page,
}) => {
  await page.goto('/currenttender');
  const card = page.locator('main tbody tr').first();
  await card.waitFor();
  const view = card.getByRole('button', { name: /^View / });
  const documents = card.getByRole('button', { name: /^Documents of / });
  for (const button of [view, documents]) {
    await expect(button).toBeVisible();
    expect(await withinScreenWidth(page, button)).toBe(true);
  }
  await expect(card.locator('td[data-label="Last Date of Submission"]')).toBeVisible();
  const title = card.locator('td.council-card-heading').getByRole('link');
  expect(await withinScreenWidth(page, title)).toBe(true);
  await title.click();
  await expect(page).toHaveURL(/\/tender-details\?id=\d+$/);
});

test("the carousel's controls sit under its pictures, labelled, the pause among them", async ({
  page,
}) => {
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: 'Pictures of the council' });
  const picture = carousel.locator('.ps-carousel-slide:not([hidden])');
  const pause = carousel.getByRole('button', { name: 'Pause the slide show' });
  await expect(pause).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Next picture' })).toBeVisible();
  const slide = await boxOf(picture);
  const controls = await boxOf(carousel.locator('.ps-carousel-controls'));
  expect(controls.y).toBeGreaterThanOrEqual(slide.y + slide.height);
  expect(await withinScreenWidth(page, carousel.locator('.ps-carousel-controls'))).toBe(true);
});

test('the complaint pie has a legend that says every status and its count', async ({ page }) => {
  await page.goto('/home');
  const block = page.getByRole('region', { name: 'Complaint Status' });
  const lines = block.getByRole('listitem');
  await expect(lines.first()).toHaveText(/^\w[\w ]*: \d+$/);
  const swatches = block.locator('.council-status-swatch');
  await expect(swatches).toHaveCount(await lines.count());
  const colours = await swatches.evaluateAll((squares) =>
    squares.map((square) => getComputedStyle(square).backgroundColor),
  );
  // Every status its own colour.
  expect(new Set(colours).size).toBe(colours.length);
});

test('the lightbox goes on with a swipe and says where the reader is', async ({ page }) => {
  await page.goto('/photogallery');
  await page
    .getByRole('button', { name: /^Enlarge / })
    .first()
    .click();
  const lightbox = page.locator('dialog.ps-lightbox');
  await expect(lightbox.locator('.ps-lightbox-count')).toHaveText(/^1 of \d+$/);
  await swipeLeft(lightbox);
  await expect(lightbox.locator('.ps-lightbox-count')).toHaveText(/^2 of \d+$/);
  // The swipe's click did not close it.
  await expect(lightbox).toBeVisible();
  for (const name of ['Previous picture', 'Next picture', 'Close picture']) {
    expect(await withinScreenWidth(page, lightbox.getByRole('button', { name }))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});
