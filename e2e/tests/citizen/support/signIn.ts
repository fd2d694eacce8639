import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../../../support/pages/LoginPage';

/**
 * Signs the demo citizen in at /login and waits for /userdashboard. Scoped to the sign-in form:
 * the public header also has a 'Login' menu, so a page-wide 'Login' button is ambiguous.
 */
export async function signInAsCitizen(page: Page): Promise<void> {
  await page.goto('/login');
  const form = page.locator('form').filter({ has: page.getByLabel('Password') });
  await form.getByLabel('Email').fill(ACCOUNTS.citizen.email);
  await form.getByLabel('Password').fill(ACCOUNTS.citizen.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('/userdashboard');
}
