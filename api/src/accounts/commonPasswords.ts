import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The passwords attackers try first (NIST SP 800-63B asks to refuse them): the entries of eight
 * characters or more of SecLists' Passwords/Common-Credentials/10k-most-common.txt (MIT
 * licence), in lower case, one a line. Shorter entries are refused by length anyway.
 *
 * Read beside this module, in src/ as in dist/ (the build copies the file): read when the API
 * starts, so an API built without it stops at once instead of letting common passwords in.
 */
export const COMMON_PASSWORDS_FILE = path.join(__dirname, 'common-passwords.txt');

const COMMON = new Set(
  readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/**
 * Whether the password is on the list, in any case ("PASSWORD1" is as common as "password1"),
 * or is a listed one with digits or symbols added at the end ("password123", "iloveyou2024!"):
 * the first thing people do when a site refuses the plain word, and the next thing attackers try.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || COMMON.has(lower.replace(/[\d\W_]+$/u, ''));
}

/** How many passwords the list holds. */
export function commonPasswordCount(): number {
  return COMMON.size;
}
