import { initI18n } from '@council/i18n';
import {
  InvalidCredentialsError,
  LoginUnavailableError,
  UnknownRoleError,
} from '@council/shared-auth';
import '../i18n/registerShellTexts';
import { loginErrorText } from './loginErrorText';

const t = initI18n().getFixedT('en', 'shell');

/** A failed sign-in as shared-auth reports it: the API's answer is the error's cause. */
function answered<E extends Error>(error: E, status: number, message: string | null): E {
  error.cause = { status, message };
  return error;
}

const WAIT = 'Too many sign-in attempts. Please try again in 15 minutes.';
const DISABLED = 'This account has been disabled. Please contact the council office.';

describe('the sign-in failure a person reads', () => {
  it("is SPEC's sentence for wrong credentials, whatever the server's words", () => {
    expect(loginErrorText(new InvalidCredentialsError(), t)).toBe('Invalid email or password');
    for (const status of [400, 401]) {
      const refused = answered(new InvalidCredentialsError(), status, 'body/email is too long');
      expect(loginErrorText(refused, t)).toBe('Invalid email or password');
    }
  });

  it("is SPEC's sentence for a role the site does not know", () => {
    expect(loginErrorText(new UnknownRoleError('auditor'), t)).toBe('Unknown role: auditor');
  });

  it('is the wait the server sent with a 429, as it sent it', () => {
    const throttled = answered(new LoginUnavailableError('unavailable', 429), 429, WAIT);
    expect(loginErrorText(throttled, t)).toBe(WAIT);
  });

  it('says to wait a few minutes for a 429 that carries no message', () => {
    expect(loginErrorText(new LoginUnavailableError('unavailable', 429), t)).toBe(
      'Too many sign-in attempts. Please try again in a few minutes.',
    );
    const bare = answered(new LoginUnavailableError('unavailable', 429), 429, null);
    expect(loginErrorText(bare, t)).toBe(
      'Too many sign-in attempts. Please try again in a few minutes.',
    );
  });

  it("is the server's message for any other refusal (a disabled account)", () => {
    expect(loginErrorText(answered(new InvalidCredentialsError(), 403, DISABLED), t)).toBe(
      DISABLED,
    );
    expect(loginErrorText(answered(new InvalidCredentialsError(), 403, null), t)).toBe(
      'Invalid email or password',
    );
  });

  it('says the service cannot be reached only when nothing answered', () => {
    const unreachable = 'The sign-in service cannot be reached. Please try again in a moment.';
    expect(loginErrorText(new LoginUnavailableError('network down'), t)).toBe(unreachable);
    // No sign-in service at that address (a wrong API address), or no answer in time.
    for (const status of [404, 408]) {
      const none = answered(new LoginUnavailableError('x', status), status, 'Not found');
      expect(loginErrorText(none, t)).toBe(unreachable);
    }
  });

  it('says the service is not working when it failed (5xx), not that it cannot be reached', () => {
    const failed = answered(new LoginUnavailableError('x', 500), 500, 'Something went wrong.');
    expect(loginErrorText(failed, t)).toBe(
      'The sign-in service is not working right now. Please try again in a moment.',
    );
  });
});
