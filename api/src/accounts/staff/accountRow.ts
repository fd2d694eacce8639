import type { AccountRow } from '@council/contract';
import type { Db } from '../../db/database';
import type { AccountTable } from '../../db/schema';
import { ClientError } from '../../http/errors';

/** The columns an AccountRow is made of (never the password hash). */
export const ACCOUNT_ROW_COLUMNS = [
  'id',
  'name',
  'email',
  'mobile',
  'role',
  'disabled_at',
  'email_verified_at',
  'created_at',
] as const satisfies readonly (keyof AccountTable)[];

type Selected = Pick<AccountTable, Exclude<(typeof ACCOUNT_ROW_COLUMNS)[number], 'id'>> & {
  id: number;
};

export function toAccountRow(row: Selected): AccountRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    active: row.disabled_at === null,
    emailVerified: row.email_verified_at !== null,
    createdAt: row.created_at,
  };
}

/** The account of a console call's path; 404 with a sentence when there is none. */
export async function accountRowById(db: Db, id: number): Promise<AccountRow> {
  const row = await db
    .selectFrom('account')
    .select(ACCOUNT_ROW_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ClientError(404, `There is no account with id ${id}.`);
  return toAccountRow(row);
}
