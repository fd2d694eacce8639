import type { Db } from '../db/database';
import type { Language } from '../i18n/language';

/** An account as the mails of sign-up and reset need it. */
export interface Addressee {
  id: number;
  email: string;
  name: string;
  disabled: boolean;
  emailVerified: boolean;
  /** The language its mails go in (issue 19). */
  language: Language;
}

/** The account of an email (already normalised), or undefined. */
export function addresseeByEmail(db: Db, email: string): Promise<Addressee | undefined> {
  return find(db, 'email', email);
}

export function addresseeById(db: Db, id: number): Promise<Addressee | undefined> {
  return find(db, 'id', id);
}

async function find(db: Db, column: 'email' | 'id', value: string | number) {
  const row = await db
    .selectFrom('account')
    .select(['id', 'email', 'name', 'disabled_at', 'email_verified_at', 'language'])
    .where(column, '=', value)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      email: row.email,
      name: row.name,
      disabled: row.disabled_at !== null,
      emailVerified: row.email_verified_at !== null,
      language: row.language,
    }
  );
}
