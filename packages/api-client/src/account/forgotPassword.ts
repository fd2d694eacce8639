import type { CheckYourEmail, ForgotPasswordBody } from '@council/contract';
import { AccountPaths } from '@council/contract/paths';
import { apiClient } from '@council/shared-auth';

/** Asks for a link to choose a new password; the answer is the same whether the email exists or not. */
export async function forgotPassword(email: ForgotPasswordBody['email']): Promise<CheckYourEmail> {
  const body: ForgotPasswordBody = { email };
  const { data } = await apiClient.post<CheckYourEmail>(AccountPaths.forgotPassword, body);
  return data;
}
