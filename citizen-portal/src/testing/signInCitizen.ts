import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';

/** A signed-in citizen, as the shell leaves the session before a citizen screen opens. */
export function signInCitizen(): void {
  const token = makeToken({ role: 'user', exp: Math.floor(Date.now() / 1000) + 300 });
  useSession.setState({ token, role: 'user', expiresAt: Date.now() + 300_000 });
}
