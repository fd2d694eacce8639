// Errors a sign-in or an API call can end with. Each has its own class (and `name`) so that a
// screen in any app can tell them apart: shared-auth is one shared copy, so `instanceof` holds.

/** The token's role claim is neither admin nor user; the login screen shows 'Unknown role: {role}'. */
export class UnknownRoleError extends Error {
  override readonly name = 'UnknownRoleError';
  constructor(readonly role: string) {
    super(`Unknown role: ${role}`);
  }
}

/** Any sign-in that did not succeed; the login screen says 'Invalid email or password'. */
export class LoginFailedError extends Error {
  override readonly name: string = 'LoginFailedError';
}

/** The API turned the email and password down (400, 401 or 403). */
export class InvalidCredentialsError extends LoginFailedError {
  override readonly name = 'InvalidCredentialsError';
  constructor() {
    super('Invalid email or password');
  }
}

/**
 * The sign-in service could not be reached or could not answer (network failure, 429, 5xx, an
 * answer without a readable token), so a screen may say the service is unreachable instead.
 */
export class LoginUnavailableError extends LoginFailedError {
  override readonly name = 'LoginUnavailableError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** An admin or user call was attempted with no active session; it was not sent (SPEC.md section 8). */
export class NoSessionError extends Error {
  override readonly name = 'NoSessionError';
  constructor(message = 'No authentication token found.') {
    super(message);
  }
}
