import { isIndianMobile, MAX_NAME_LENGTH } from '@council/contract';
import type { Role } from '../db/schema';
import { ClientError } from '../http/errors';
import { refusedText } from '../http/textRules';

/**
 * A person's name and mobile number as My account and the console's staff accounts take them:
 * the same rules and the same sentences wherever an account's name or mobile is changed.
 */

/**
 * The name without the spaces around it; a 400 when nothing is left, it is too long, or it holds
 * what no council text may (http/textRules.ts): staff read these names on the desk and in mails.
 */
export function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new ClientError(400, 'Please enter a name.');
  if (trimmed.length > MAX_NAME_LENGTH) {
    throw new ClientError(400, `The name must have at most ${MAX_NAME_LENGTH} characters.`);
  }
  const refusal = refusedText(trimmed);
  if (refusal) throw new ClientError(400, `The name ${refusal}.`);
  return trimmed;
}

/**
 * The mobile number without spaces around it. A citizen (role user) must give one, as at
 * sign-up; a staff account may have none ('').
 */
export function checkedMobile(mobile: string, role: Role): string {
  const trimmed = mobile.trim();
  if (trimmed === '' && role !== 'user') return '';
  if (!isIndianMobile(trimmed)) {
    throw new ClientError(
      400,
      role === 'user'
        ? 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.'
        : 'The mobile number must have 10 digits starting with 6, 7, 8 or 9, or be left empty.',
    );
  }
  return trimmed;
}
