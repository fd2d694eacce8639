import type { Message, ResetPasswordBody } from '@council/contract';
import { AccountPaths } from '@council/contract/paths';
import { apiClient } from '@council/shared-auth';

/**
 * Sets a password with the token of a reset link, or of the link a new staff account gets for
 * its first password. The API ends every session of that account.
 */
export async function resetPassword(body: ResetPasswordBody): Promise<Message> {
  const { data } = await apiClient.post<Message>(AccountPaths.resetPassword, body);
  return data;
}
