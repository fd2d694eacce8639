import type { ConsoleWatch } from '../../../support/fixtures';
import type { LoginPage } from '../../../support/pages/LoginPage';
import { ACCOUNTS } from '../../../support/pages/LoginPage';

/**
 * Signs the demo admin in. It submits with Enter rather than LoginPage.submit: the public
 * header now has a 'Login' menu button too, which makes that locator match twice.
 */
export async function signInAsAdmin(loginPage: LoginPage): Promise<void> {
  await loginPage.goto();
  await loginPage.email.fill(ACCOUNTS.admin.email);
  await loginPage.password.fill(ACCOUNTS.admin.password);
  await loginPage.password.press('Enter');
}

/**
 * The document preview frames a blob: URL, which the static servers' CSP refuses until it has
 * `frame-src 'self' blob:` (asked of the lead; packages/static-server is not this work's). Only
 * that message is tolerated, so any other framing problem still fails.
 */
export function tolerateDocumentPreviewCsp(consoleWatch: ConsoleWatch): void {
  consoleWatch.tolerate('the CSP has no frame-src blob: yet', ({ text }) =>
    /^Framing 'blob:[^']+' violates the following Content Security Policy/.test(text),
  );
}
