import { fixClock } from '@council/jest-config/fakeClock';
import { bearer, type TestApp } from './testApp';

/** A password of the right length that is on no list of common ones. */
export const NEW_PASSWORD = 'lanterns over the quiet river';

/** A sign-up a citizen would send, with `changes` on top. */
export function signUpBody(email: string, changes: Record<string, unknown> = {}) {
  return {
    name: 'Asha Kumari',
    email,
    mobile: '9876543210',
    password: NEW_PASSWORD,
    passwordConfirmation: NEW_PASSWORD,
    acceptsPrivacyPolicy: true,
    ...changes,
  };
}

export interface PostOptions {
  token?: string;
  /** The client's address as the API sees it (request.ip); 127.0.0.1 when absent. */
  from?: string;
}

/** A JSON POST as a browser would send it. */
export function post(t: TestApp, url: string, payload: object, options: PostOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: options.token ? bearer(options.token) : {},
    ...(options.from ? { remoteAddress: options.from } : {}),
  });
}

/** Signs in with email and password through the API; the token. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await post(t, '/api/Account/login', { email, password });
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${email}: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}

/** Sets the clock of `new Date()` and Date.now() only; timers go on as usual. */
export function setClock(now: Date) {
  fixClock(now);
}
