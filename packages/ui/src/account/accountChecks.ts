import {
  isIndianMobile,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type Role,
} from '@council/contract/account-rules';

// The checks of My account's forms, before any call: the rules the API applies
// (@council/contract/account-rules), so a form says at once what the API would refuse. Each
// answers, per field, the key of the message in the 'ui' texts and its values.

export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

export type Problems<Field extends string> = Partial<Record<Field, FieldProblem>>;

export interface DetailsValues {
  name: string;
  mobile: string;
}

/** Spaces and dashes people type inside a number ('98765 43210') are not part of it. */
export function cleanMobile(mobile: string): string {
  return mobile.replace(/[\s-]/g, '');
}

/** A name; a mobile number that a citizen must give and staff may leave empty. */
export function checkDetails(values: DetailsValues, role: Role): Problems<keyof DetailsValues> {
  const problems: Problems<keyof DetailsValues> = {};
  const name = values.name.trim();
  if (name === '') problems.name = { key: 'account.checks.nameMissing' };
  else if (name.length > MAX_NAME_LENGTH) {
    problems.name = { key: 'account.checks.nameTooLong', values: { max: MAX_NAME_LENGTH } };
  }
  const mobile = cleanMobile(values.mobile);
  if (mobile === '' && role === 'user') problems.mobile = { key: 'account.checks.mobileMissing' };
  else if (mobile !== '' && !isIndianMobile(mobile)) {
    problems.mobile = { key: 'account.checks.mobileInvalid' };
  }
  return problems;
}

export interface PasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** The current password; a new one of an allowed length, typed twice alike. */
export function checkPasswordChange(values: PasswordValues): Problems<keyof PasswordValues> {
  const problems: Problems<keyof PasswordValues> = {};
  if (values.currentPassword === '') {
    problems.currentPassword = { key: 'account.checks.currentPasswordMissing' };
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    problems.password = {
      key: 'account.checks.passwordTooShort',
      values: { min: MIN_PASSWORD_LENGTH },
    };
  } else if (values.password.length > MAX_PASSWORD_LENGTH) {
    problems.password = {
      key: 'account.checks.passwordTooLong',
      values: { max: MAX_PASSWORD_LENGTH },
    };
  }
  if (values.passwordConfirmation !== values.password) {
    problems.passwordConfirmation = { key: 'account.checks.passwordsDiffer' };
  }
  return problems;
}
