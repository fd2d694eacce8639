import {
  isEmail,
  isIndianMobile,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  normaliseEmail,
} from '@council/contract/account-rules';

// The API's rules for an account's fields (@council/contract/account-rules), checked before
// anything is sent, so that every account form (sign-up, a new password, My account, a new
// staff account) says at once, beside the field and in the same words, what the API would
// refuse. The API checks them again, and alone knows the common passwords.

/** What is wrong with a field: the key of its message in the 'ui' texts, and the message's values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

export type Problems<Field extends string> = Partial<Record<Field, FieldProblem>>;

/** A field's problem, or undefined when it is fine. */
type Check = FieldProblem | undefined;

function problem(name: string, values?: Record<string, number>): FieldProblem {
  const key = `account.checks.${name}`;
  return values ? { key, values } : { key };
}

/**
 * The ten digits of a mobile number as people write it: spaces and dashes dropped, and a +91 or
 * 0 in front dropped (a browser's autofill may add +91). Anything else is left for the check.
 */
export function mobileDigits(mobile: string): string {
  const compact = mobile.replace(/[\s-]/g, '');
  return /^(?:\+91|0)?(\d{10})$/.exec(compact)?.[1] ?? compact;
}

export function checkName(name: string): Check {
  const trimmed = name.trim();
  if (!trimmed) return problem('nameRequired');
  if (trimmed.length > MAX_NAME_LENGTH) return problem('nameTooLong', { max: MAX_NAME_LENGTH });
  return undefined;
}

export function checkEmail(email: string): Check {
  const normalised = normaliseEmail(email);
  if (!normalised) return problem('emailRequired');
  return isEmail(normalised) ? undefined : problem('emailInvalid');
}

/** A citizen must give a mobile number; staff may leave it empty. */
export function checkMobile(mobile: string, { required }: { required: boolean }): Check {
  // Judged as it will be sent: mobileDigits(mobile).
  const digits = mobileDigits(mobile);
  if (!digits) return required ? problem('mobileRequired') : undefined;
  return isIndianMobile(digits) ? undefined : problem('mobileInvalid');
}

/** A password being chosen: of an allowed length. */
export function checkNewPassword(password: string): Check {
  if (!password) return problem('passwordRequired');
  if (password.length < MIN_PASSWORD_LENGTH) {
    return problem('passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return problem('passwordTooLong', { max: MAX_PASSWORD_LENGTH });
  }
  return undefined;
}

/** The new password typed a second time. */
export function checkConfirmation(password: string, confirmation: string): Check {
  if (!confirmation) return problem('confirmationRequired');
  return confirmation === password ? undefined : problem('confirmationMismatch');
}

/** The password an account has now, asked before it is changed. */
export function checkCurrentPassword(password: string): Check {
  return password ? undefined : problem('currentPasswordRequired');
}

/** Whether a form's checks found nothing to fix. */
export function allFine(problems: object): boolean {
  return Object.values(problems).every((found) => found === undefined);
}
