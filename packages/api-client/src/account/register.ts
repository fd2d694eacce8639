import type { CheckYourEmail, RegisterBody } from '@council/contract';
import { AccountPaths } from '@council/contract/paths';
import { apiClient } from '@council/shared-auth';

/**
 * Signs a citizen up (role user). The answer is the same whether the email was new or already
 * in use, so it tells nobody which emails have accounts; the mail says what to do next.
 */
export async function register(body: RegisterBody): Promise<CheckYourEmail> {
  const { data } = await apiClient.post<CheckYourEmail>(AccountPaths.register, body);
  return data;
}
