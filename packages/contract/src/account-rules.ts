// Plain data and checks, no schemas: the API and the forms apply the same rules to an account
// (@council/contract/account-rules), so a form says at once what the API would refuse.

/** Every role an account may have (DECISIONS.md, "Roles"). */
export const ROLES = ['admin', 'officer', 'user'] as const;
export type Role = (typeof ROLES)[number];
/** The roles an admin gives to the staff accounts they make in the console. */
export const STAFF_ROLES = ['admin', 'officer'] as const satisfies readonly Role[];

/** NIST SP 800-63B: a length floor and a list of common passwords, no composition rules. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An Indian mobile number: ten digits, the first 6 to 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

export function isIndianMobile(value: string): boolean {
  return INDIAN_MOBILE.test(value);
}

/** Whether a new password has an allowed length; whether it is common only the API knows. */
export function isPasswordLengthAllowed(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && password.length <= MAX_PASSWORD_LENGTH;
}
