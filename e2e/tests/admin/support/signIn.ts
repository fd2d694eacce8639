import type { LoginPage } from '../../../support/pages/LoginPage';
import { ACCOUNTS } from '../../../support/pages/LoginPage';

/** Signs the demo admin in; the shell then lands on /dashboard. */
export async function signInAsAdmin(loginPage: LoginPage): Promise<void> {
  await loginPage.signInAs(ACCOUNTS.admin);
}
