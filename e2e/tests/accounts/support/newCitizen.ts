import { expect, type Page } from '@playwright/test';
import { hasLinkTo, linkIn, mailsTo } from '../../../support/mailInbox';

/** A new person's details: a fresh email each run, so the same database serves every test. */
export function newCitizen(label: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    name: `Asha Kumari ${label}`,
    email: `asha.${label}.${stamp}@example.in`,
    mobile: '98765 43210',
    password: 'monsoon drains at ward nine',
  };
}
export type NewCitizen = ReturnType<typeof newCitizen>;

/** Fills and sends the sign-up form at /register, and waits for its 'Check your email'. */
export async function signUp(page: Page, person: NewCitizen): Promise<void> {
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Full name').fill(person.name);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Mobile number').fill(person.mobile);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm password').fill(person.password);
  await form.getByLabel('I agree to the privacy policy.').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

/** The link to `route` in the newest mail to `email` that has one, as the person would open it. */
export async function mailedLink(email: string, route: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        const newest = mails.filter((mail) => hasLinkTo(mail, route)).pop();
        link = newest && linkIn(newest, route);
        return link !== undefined;
      },
      { message: `a mail to ${email} with a link to ${route}`, timeout: 10_000 },
    )
    .toBe(true);
  return link as string;
}
