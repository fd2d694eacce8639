import '@council/ui/src/testing/browserGaps';
import { initI18n } from '@council/i18n';
import { configureApi, useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import '../i18n/registerAdminConsoleTexts';

/** A signed-in admin and the API's base, as the shell leaves them before a screen opens. */
export function signInAdmin(): void {
  initI18n();
  configureApi({ baseUrl: 'http://api.test' });
  useSession.setState({
    token: makeToken({ role: 'admin' }),
    role: 'admin',
    expiresAt: Date.now() + 300_000,
  });
}
