import type { TFunction } from '@council/i18n';
import { LoginUnavailableError, UnknownRoleError } from '@council/shared-auth';

/** What the API answered a failed sign-in with: shared-auth gives it as the error's `cause`. */
interface SignInAnswer {
  status: number;
  message: string | null;
}

function isSignInAnswer(cause: unknown): cause is SignInAnswer {
  const answer = cause as Partial<SignInAnswer> | null | undefined;
  return (
    typeof answer?.status === 'number' &&
    (answer.message === null || typeof answer.message === 'string')
  );
}

/** What answered a failed sign-in; no status when nothing did. */
function answerOf(error: unknown): Partial<SignInAnswer> {
  if (error instanceof Error && isSignInAnswer(error.cause)) return error.cause;
  return error instanceof LoginUnavailableError ? { status: error.status } : {};
}

// The refusal of this email and password: SPEC.md's one sentence, whatever words the server used.
const WRONG_CREDENTIALS = new Set([400, 401]);
// No sign-in service at that address, or none that answered in time.
const NO_SERVICE = new Set([404, 408]);

/**
 * The one sentence the login screen shows for a failed sign-in (SPEC.md section 8): SPEC's texts
 * for wrong credentials and an unknown role; what the server said, as it said it, for any other
 * refusal (a disabled account; too many attempts, "Please try again in 15 minutes."); and that
 * the service cannot be reached only when nothing answered.
 */
export function loginErrorText(error: unknown, t: TFunction): string {
  if (error instanceof UnknownRoleError) return t('login.unknownRole', { role: error.role });
  const { status, message } = answerOf(error);
  if (status === undefined || NO_SERVICE.has(status)) {
    return error instanceof LoginUnavailableError ? t('login.unavailable') : t('login.invalid');
  }
  if (status >= 500) return t('login.serviceFailed');
  if (WRONG_CREDENTIALS.has(status)) return t('login.invalid');
  return message ?? (status === 429 ? t('login.tooMany') : t('login.invalid'));
}
