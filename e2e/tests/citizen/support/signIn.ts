import type { Page } from '@playwright/test';
import { ACCOUNTS, LoginPage } from '../../../support/pages/LoginPage';

/** Signs the demo citizen in at /login and waits for /userdashboard. */
export async function signInAsCitizen(page: Page): Promise<void> {
  await new LoginPage(page).signInAs(ACCOUNTS.citizen);
  await page.waitForURL('/userdashboard');
}
