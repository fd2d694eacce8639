import '@council/ui/src/testing/browserGaps';
import { initI18n } from '@council/i18n';
import { configureApi, useSession } from '@council/shared-auth';
import { DEMO_COUNCIL, screensOwnedBy, setSiteConfig } from '@council/site-config';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import '../i18n/registerAdminConsoleTexts';
import declared from '../../screens.json';

/**
 * A signed-in admin, the API's base and the table of screens (this remote's own), as the shell
 * leaves them before a screen opens.
 */
export function signInAdmin(): void {
  signInStaff('admin');
}

/** The same for a staff member of either role, with their account id (the token's subject). */
export function signInStaff(role: 'admin' | 'officer', accountId = 1): void {
  initI18n();
  configureApi({ baseUrl: 'http://api.test' });
  setSiteConfig({ council: DEMO_COUNCIL, screens: screensOwnedBy('admin_console', declared) });
  useSession.setState({
    token: makeToken({ role, sub: String(accountId) }),
    role,
    expiresAt: Date.now() + 300_000,
  });
}
