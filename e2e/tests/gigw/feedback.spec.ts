// GIGW 3.0 feedback (issue 20, point 7): a reader's message from the contact page or /feedback
// reaches the council, the reader is given its reference number, and an admin finds it in the
// console's inbox and marks it handled; the dashboard's count of new messages goes down.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';

const REFERENCE = /FB\/\d{4}\/\d{6}/;

/** Fills the message form on the page and sends it; answers the reference number shown. */
async function sendMessage(page: Page, subject: string): Promise<string> {
  const form = page.getByRole('main').locator('form');
  await form.getByRole('textbox', { name: 'Name' }).fill('Sunita Kumari');
  await form.getByRole('textbox', { name: 'Email' }).fill('sunita@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('98765 43210');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('The light near the temple is out.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you.' });
  await expect(thanks).toContainText(
    /Thank you\. Your message has reached the council; its reference number is FB\/\d{4}\/\d{6}\./,
  );
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  return REFERENCE.exec((await thanks.textContent()) ?? '')?.[0] ?? '';
}

/** The dashboard's "N new messages", as a number. */
async function newOnDashboard(page: Page): Promise<number> {
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Messages from readers' });
  const line = panel.getByText(/^\d+ new messages?$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())?.split(' ')[0]);
}

test.describe('feedback reaches the inbox', () => {
  test('a reader writes from /contactus and /feedback; an admin reads one, marks it handled, and the count goes down', async ({
    page,
    loginPage,
  }) => {
    // The form checks before it sends: nothing goes out empty.
    await page.goto('/contactus');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter your name.');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();

    const fromContact = await sendMessage(page, `Street light ${Date.now()}`);
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const subject = `Website suggestion ${Date.now()}`;
    const fromFeedback = await sendMessage(page, subject);
    expect(fromFeedback).not.toBe(fromContact);

    await loginPage.signInAs(ACCOUNTS.admin);
    const before = await newOnDashboard(page);
    expect(before).toBeGreaterThanOrEqual(2);

    await page.getByRole('link', { name: 'Open the feedback inbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback Inbox' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Messages from readers, newest first' });
    await expect(table.getByRole('row').nth(1)).toContainText(fromFeedback);
    await table.getByRole('button', { name: `Read message ${fromFeedback}` }).click();
    const dialog = page.getByRole('dialog', { name: `Message ${fromFeedback}` });
    await expect(dialog).toContainText(subject);
    await expect(dialog).toContainText('Feedback page');
    await expect(dialog.getByRole('link', { name: 'sunita@example.com' })).toBeVisible();
    await dialog.getByRole('button', { name: `Mark message ${fromFeedback} handled` }).click();
    await expect(dialog).toContainText(`by ${ACCOUNTS.admin.name} on`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // It leaves the new messages, and is among the handled ones (the filter in the address).
    await expect(table.getByRole('button', { name: `Read message ${fromFeedback}` })).toHaveCount(
      0,
    );
    await page.getByRole('link', { name: 'Handled', exact: true }).click();
    await expect(page).toHaveURL(/\/feedback-inbox\?status=handled$/);
    await expect(table.getByRole('button', { name: `Read message ${fromFeedback}` })).toBeVisible();

    expect(await newOnDashboard(page)).toBe(before - 1);
  });
});
