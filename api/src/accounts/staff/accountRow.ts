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
  'designation',
] as const satisfies readonly (keyof AccountTable)[];

type Selected = Pick<
  AccountTable,
  Exclude<(typeof ACCOUNT_ROW_COLUMNS)[number], 'id' | 'designation'>
> & {
  id: number;
  designation: string;
};

type Wards = AccountRow['wards'];

export function toAccountRow(row: Selected, wards: Wards = []): AccountRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    active: row.disabled_at === null,
    emailVerified: row.email_verified_at !== null,
    createdAt: row.created_at,
    designation: row.designation,
    wards,
  };
}

/** The wards of the given accounts (officers), by account, in ward order: one query. */
export async function wardsOf(db: Db, accountIds: number[]): Promise<Map<number, Wards>> {
  const byAccount = new Map<number, Wards>();
  if (accountIds.length === 0) return byAccount;
  const rows = await db
    .selectFrom('officer_ward as o')
    .innerJoin('ward as w', 'w.id', 'o.ward_id')
    .select(['o.account_id', 'w.id', 'w.ward_number'])
    .where('o.account_id', 'in', accountIds)
    .orderBy('w.id')
    .execute();
  for (const row of rows) {
    const wards = byAccount.get(row.account_id) ?? [];
    wards.push({ id: row.id, wardNumber: row.ward_number });
    byAccount.set(row.account_id, wards);
  }
  return byAccount;
}

/** Rows with their wards, as the accounts page lists them. */
export async function toAccountRows(db: Db, rows: Selected[]): Promise<AccountRow[]> {
  const wards = await wardsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAccountRow(row, wards.get(row.id)));
}

/** The account of a console call's path; 404 with a sentence when there is none. */
export async function accountRowById(db: Db, id: number): Promise<AccountRow> {
  const row = await db
    .selectFrom('account')
    .select(ACCOUNT_ROW_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ClientError(404, `There is no account with id ${id}.`);
  const [answer] = await toAccountRows(db, [row]);
  return answer as AccountRow;
}
