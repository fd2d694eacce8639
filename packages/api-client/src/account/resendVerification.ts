import type { CheckYourEmail } from '@council/contract';
import { AccountPaths } from '@council/contract/paths';
import { apiClient } from '@council/shared-auth';

/**
 * Mails the signed-in person a new link to confirm their email. It needs a session: shared-auth
 * puts the token on it, and sends nothing without one.
 */
export async function resendVerification(): Promise<CheckYourEmail> {
  const { data } = await apiClient.post<CheckYourEmail>(AccountPaths.resendVerification, {});
  return data;
}
