import type { Message, VerifyEmailBody } from '@council/contract';
import { AccountPaths } from '@council/contract/paths';
import { apiClient } from '@council/shared-auth';

/** Confirms an email with the token of the link mailed at sign-up; a link works once. */
export async function verifyEmail(token: VerifyEmailBody['token']): Promise<Message> {
  const body: VerifyEmailBody = { token };
  const { data } = await apiClient.post<Message>(AccountPaths.verifyEmail, body);
  return data;
}
