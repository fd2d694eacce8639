import { isAxiosError } from './axiosError';
import { apiClient, bearer } from './api-client';
import { apiErrorMessage } from './api-error';
import { InvalidCredentialsError, LoginUnavailableError } from './errors';

// The API's ways of saying "wrong email or password"; anything else is the service's fault.
const REFUSALS = new Set([400, 401, 403]);

/** POST /api/Account/login with JSON {email, password}; the answer is {token} (SPEC.md section 7). */
export async function requestToken(email: string, password: string): Promise<string> {
  let token: unknown;
  try {
    const answer = await apiClient.post<{ token?: unknown }>('/api/Account/login', {
      email,
      password,
    });
    token = answer.data?.token;
  } catch (error) {
    const status = isAxiosError(error) ? error.response?.status : undefined;
    if (status === undefined) {
      throw new LoginUnavailableError('The sign-in service could not be reached.');
    }
    // What the server said goes with the error, for the login screen to show.
    const cause = { status, message: apiErrorMessage(error, '') || null };
    if (REFUSALS.has(status)) throw new InvalidCredentialsError({ cause });
    throw new LoginUnavailableError('The sign-in service could not be reached.', status, { cause });
  }
  if (typeof token !== 'string' || token === '') {
    throw new LoginUnavailableError('The sign-in service answered without a token.');
  }
  return token;
}

/**
 * POST /api/Account/logout with the session's token: the API ends the session, so that its token
 * cannot be used afterwards (by anyone who copied it). Sign-out does not wait for it: the session
 * is gone from the page at once, and an API that cannot be reached now refuses the token when it
 * expires anyway.
 */
export function endSessionOnServer(token: string): void {
  apiClient
    // An empty JSON body: a body-less POST goes out as a form, which the API refuses (415).
    .post('/api/Account/logout', {}, { headers: { Authorization: bearer(token) } })
    .catch(() => undefined);
}

/** What a renewal came to: a new token, a session the API has ended, or no answer now. */
export type Renewal = { token: string } | 'ended' | 'unanswered';

/**
 * POST /api/Account/refresh with the session's token: a new 5-minute token of the same session
 * while it runs on the server (issue 15).
 */
export async function requestRenewedToken(token: string): Promise<Renewal> {
  try {
    const answer = await apiClient.post<{ token?: unknown }>(
      '/api/Account/refresh',
      {},
      { headers: { Authorization: bearer(token) } },
    );
    const renewed = answer.data?.token;
    return typeof renewed === 'string' && renewed !== '' ? { token: renewed } : 'unanswered';
  } catch (error) {
    return isAxiosError(error) && error.response?.status === 401 ? 'ended' : 'unanswered';
  }
}
