import { useSession } from '@council/shared-auth';
import { DEMO_COUNCIL, screensOwnedBy, setSiteConfig } from '@council/site-config';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import declared from '../../screens.json';

/**
 * A signed-in citizen and the table of screens (this remote's own), as the shell leaves them
 * before a citizen screen opens.
 */
export function signInCitizen(): void {
  const token = makeToken({ role: 'user', exp: Math.floor(Date.now() / 1000) + 300 });
  useSession.setState({ token, role: 'user', expiresAt: Date.now() + 300_000 });
  setSiteConfig({ council: DEMO_COUNCIL, screens: screensOwnedBy('citizen_portal', declared) });
}
