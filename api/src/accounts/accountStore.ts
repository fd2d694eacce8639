import { ROLES } from '@council/contract/account-rules';
import type { Db } from '../db/database';
import type { Role } from '../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { hashPassword } from '../auth/passwords';

/** No password matches it (verifyPassword reads no scrypt hash in it). */
const NO_PASSWORD = 'none';

/** Every role an account may have; the add-account command checks its --role against it. */
export { ROLES };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findAccountByEmail(db: Db, email: string) {
  return db
    .selectFrom('account')
    .select(['id', 'email', 'name', 'password_hash', 'role', 'disabled_at', 'language'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** What a token of the account says of it (email, role, name), as they are now; undefined when gone. */
export function findAccountById(db: Db, id: number) {
  return db
    .selectFrom('account')
    .select(['email', 'role', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Remembers the language a person last signed in with, for their mails (issue 19). Written only
 * when it changed, so that an ordinary sign-in writes nothing more.
 */
export async function rememberLanguage(db: Db, id: number, language: Language): Promise<void> {
  await db
    .updateTable('account')
    .set({ language })
    .where('id', '=', id)
    .where('language', '<>', language)
    .execute();
}

export async function countAccounts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewAccount {
  email: string;
  /** null: no password opens it until one is set by a mailed link (a staff account). */
  password: string | null;
  role: Role;
  name?: string;
  mobile?: string;
  /** False for a citizen who signed up: the email is confirmed by the mailed link. */
  emailVerified?: boolean;
  /** The language its mails go in: the site's at sign-up (issue 19); English when absent. */
  language?: Language;
}

/** Adds an account; the caller has checked the input (see checkNewAccount). */
export async function createAccount(db: Db, account: NewAccount): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('account')
    .values({
      email: normaliseEmail(account.email),
      password_hash: account.password === null ? NO_PASSWORD : await hashPassword(account.password),
      role: account.role,
      created_at: now,
      name: account.name ?? '',
      mobile: account.mobile ?? '',
      email_verified_at: account.emailVerified === false ? null : now,
      disabled_at: null,
      language: account.language ?? DEFAULT_LANGUAGE,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Why a new account cannot be made, in words for the person adding it; undefined if it can. */
export function checkNewAccount(account: {
  email: string;
  password: string;
  role: string;
}): string | undefined {
  if (!isEmail(normaliseEmail(account.email))) {
    return `'${account.email}' is not an email address.`;
  }
  if (!(ROLES as readonly string[]).includes(account.role)) {
    return `The role must be admin or user, not '${account.role}'.`;
  }
  if (account.password.length < MIN_PASSWORD_LENGTH) {
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (account.password.length > 1024) return 'The password must have at most 1024 characters.';
  return undefined;
}
