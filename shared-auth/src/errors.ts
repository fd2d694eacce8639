// Errors a sign-in or an API call can end with. Each has its own class (and `name`) so that a
// screen in any app can tell them apart: shared-auth is one shared copy, so `instanceof` holds.

/** The token's role claim is neither admin nor user; the login screen shows 'Unknown role: {role}'. */
export class UnknownRoleError extends Error {
  override readonly name = 'UnknownRoleError';
  constructor(readonly role: string) {
    super(`Unknown role: ${role}`);
  }
}

/**
 * What the API answered a sign-in with: its status and the `message` of its body (null without
 * one). It is a failed sign-in's `cause`, so that the login screen can show what the server said
 * ("Too many sign-in attempts. Please try again in 15 minutes."). Not the HTTP client's error,
 * whose request still holds the password.
 */
export interface SignInAnswer {
  status: number;
  message: string | null;
}

/** Any sign-in that did not succeed; the login screen says 'Invalid email or password'. */
export class LoginFailedError extends Error {
  override readonly name: string = 'LoginFailedError';
}

/** The API turned the email and password down (400, 401 or 403); its answer is the `cause`. */
export class InvalidCredentialsError extends LoginFailedError {
  override readonly name = 'InvalidCredentialsError';
  constructor(options?: { cause: SignInAnswer }) {
    super('Invalid email or password', options);
  }
}

/**
 * The sign-in service could not be reached or could not answer (network failure, 429, 5xx, an
 * answer without a readable token). Its answer, when there was one, is the `cause`.
 */
export class LoginUnavailableError extends LoginFailedError {
  override readonly name = 'LoginUnavailableError';
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause: SignInAnswer },
  ) {
    super(message, options);
  }
}

/** An admin or user call was attempted with no active session; it was not sent (SPEC.md section 8). */
export class NoSessionError extends Error {
  override readonly name = 'NoSessionError';
  constructor(message = 'No authentication token found.') {
    super(message);
  }
}
