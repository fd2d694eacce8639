// GIGW 3.0 "Last updated" (issue 20, point 2): a content page names the newest change of what it
// shows and the footer the site's, both from the data; an admin's edit of a notice moves both to
// now. The API's public lists answer Last-Modified, and a conditional GET that is not older gets
// 304 with no body.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { URLS } from '../../support/site';
import { AdminEditor } from '../admin/support/AdminEditor';
import { day } from '../admin/support/editorCases';
import { onePagePdf, unique } from '../admin/support/files';
import { signInAsAdmin } from '../admin/support/signIn';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Today as the site writes a date in English ('25/Nov/2026'): the council's, Indian, day. */
function todayInIndia(): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(new Date())
    .split('-');
  return `${day}/${MONTHS[Number(month) - 1]}/${year}`;
}

const pageLine = (page: Page) => page.getByRole('main').locator('.ps-last-updated time');
const footerLine = (page: Page) =>
  page.locator('footer time').filter({ hasText: 'Site last updated on' });

/** The instant a line names (its datetime), once it is shown. */
async function instantOf(line: Locator): Promise<number> {
  await expect(line).toBeVisible();
  return Date.parse((await line.getAttribute('datetime')) ?? '');
}

test.describe('last updated', () => {
  test("an admin's edit of a notice dates the notices page and the footer today", async ({
    page,
    loginPage,
  }) => {
    await page.goto('/notice');
    const before = await instantOf(pageLine(page));
    await expect(pageLine(page)).toHaveText(/^Last updated on \d{2}\/[A-Z][a-z]{2}\/\d{4}$/);
    // The server's first screen carried the line: it is in the page as sent, not added later.
    const served = await (await page.request.get('/notice')).text();
    expect(served).toContain('Last updated on ');

    await signInAsAdmin(loginPage);
    await page.waitForURL('**/dashboard');
    const editor = new AdminEditor(page);
    const name = unique('Last updated notice');
    await editor.open('/editnotice', 'Notice');
    await editor.fill({ Title: name, Description: `About ${name}`, 'Issue Date': day(0) });
    await editor.upload('Document', onePagePdf('notice.pdf'));
    await editor.submit('Create Notice');
    await editor.expectPopup('Success', 'Notice created successfully!');
    await page.goto('/notice');
    const created = await instantOf(pageLine(page));
    expect(created).toBeGreaterThan(before);

    await editor.open('/editnotice', 'Notice');
    await editor.edit(name, 'Edit Notice');
    await editor.field('Title').fill(`${name} revised`);
    await editor.submit('Update Notice');
    await editor.expectPopup('Success', 'Notice updated successfully!');

    await page.goto('/notice');
    await expect(page.getByText(`${name} revised`).first()).toBeVisible();
    const edited = await instantOf(pageLine(page));
    expect(edited).toBeGreaterThan(created);
    expect(Date.now() - edited).toBeLessThan(5 * 60_000);
    await expect(pageLine(page)).toHaveText(`Last updated on ${todayInIndia()}`);
    // The notice is the site's newest change too.
    await expect(footerLine(page)).toHaveText(`Site last updated on ${todayInIndia()}`);
    expect(await instantOf(footerLine(page))).toBe(edited);

    // Another list keeps its own date: the notice is not a circular.
    await page.goto('/circulars');
    expect(await instantOf(pageLine(page))).toBeLessThan(edited);
  });

  test('the public lists answer Last-Modified, and 304 to a copy not older', async ({
    request,
  }) => {
    const list = `${URLS.api}/api/v2/public/notices`;
    // A change is dated once it has settled (a page cached just before it may still be answered).
    let lastModified = '';
    await expect
      .poll(
        async () => {
          lastModified = (await request.get(list)).headers()['last-modified'] ?? '';
          return lastModified;
        },
        { timeout: 15_000, intervals: [1000] },
      )
      .toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);

    const whole = await request.get(list);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['cache-control']).toBe('no-cache');
    const notModified = await request.get(list, {
      headers: { 'if-modified-since': lastModified },
    });
    expect(notModified.status()).toBe(304);
    expect(await notModified.body()).toHaveLength(0);
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const modified = await request.get(list, { headers: { 'if-modified-since': older } });
    expect(modified.status()).toBe(200);
    expect(await modified.json()).toEqual(await whole.json());

    // The call behind the lines names the same moment.
    const lastUpdated = await request.get(`${URLS.api}/api/v2/public/last-updated`);
    const { parts } = (await lastUpdated.json()) as { parts: Record<string, string | null> };
    expect(Math.floor(Date.parse(parts.notices ?? '') / 1000) * 1000).toBe(
      Date.parse(lastModified),
    );
  });
});
