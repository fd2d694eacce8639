import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@council/contract';
import { isCommonPassword } from './commonPasswords';

/**
 * Why a new password cannot be taken, in a sentence for the person choosing it; undefined if it
 * can. The one rule of sign-up, a reset and a change of password: at least 8 characters, not a
 * common password, typed the same twice; no rules of composition (NIST SP 800-63B).
 */
export function checkNewPassword(password: string, confirmation: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  if (isCommonPassword(password)) {
    return (
      'This password is too common: it is on the list of passwords that attackers try first. ' +
      'Please choose another one; a few words that do not belong together are easy to remember.'
    );
  }
  if (password !== confirmation) return 'The password and its confirmation do not match.';
  return undefined;
}
