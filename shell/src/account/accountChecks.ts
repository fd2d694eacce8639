import type { TFunction } from 'i18next';
import {
  isEmail,
  isIndianMobile,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  normaliseEmail,
} from '@council/contract/account-rules';

// The API's rules for an account (@council/contract/account-rules), said beside each field
// before anything is sent. The API checks them again, and alone knows the common passwords.

/** A message for a field that breaks a rule, or undefined when it is fine. */
type Check = string | undefined;

export function nameError(name: string, t: TFunction): Check {
  const trimmed = name.trim();
  if (!trimmed) return t('account.errors.nameRequired');
  if (trimmed.length > MAX_NAME_LENGTH)
    return t('account.errors.nameTooLong', { max: MAX_NAME_LENGTH });
  return undefined;
}

export function emailError(email: string, t: TFunction): Check {
  if (!email.trim()) return t('account.errors.emailRequired');
  return isEmail(normaliseEmail(email)) ? undefined : t('account.errors.emailInvalid');
}

/**
 * The ten digits of a mobile number as people write it: spaces and dashes dropped, and a +91 or
 * 0 in front dropped (a browser's autofill may add +91). Anything else is left for the check.
 */
export function mobileDigits(mobile: string): string {
  const compact = mobile.replace(/[\s-]/g, '');
  return /^(?:\+91|0)?(\d{10})$/.exec(compact)?.[1] ?? compact;
}

export function mobileError(mobile: string, t: TFunction): Check {
  if (!mobile.trim()) return t('account.errors.mobileRequired');
  return isIndianMobile(mobileDigits(mobile)) ? undefined : t('account.errors.mobileInvalid');
}

export function passwordError(password: string, t: TFunction): Check {
  if (!password) return t('account.errors.passwordRequired');
  if (password.length < MIN_PASSWORD_LENGTH)
    return t('account.errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH)
    return t('account.errors.passwordTooLong', { max: MAX_PASSWORD_LENGTH });
  return undefined;
}

export function confirmationError(password: string, confirmation: string, t: TFunction): Check {
  if (!confirmation) return t('account.errors.confirmationRequired');
  return confirmation === password ? undefined : t('account.errors.confirmationMismatch');
}

/** Whether a form's checks found nothing to fix. */
export function allFine(errors: object): boolean {
  return Object.values(errors).every((error) => error === undefined);
}
