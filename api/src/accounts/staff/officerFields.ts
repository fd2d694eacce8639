import type { Db } from '../../db/database';
import { ClientError } from '../../http/errors';

/**
 * An officer's designation and wards, as the console's staff accounts take them on creation
 * and change: the same checks and sentences in both places.
 */

/** The designation without the spaces around it (the schema bounds its length). */
export function checkedDesignation(designation: string): string {
  return designation.trim();
}

/** The ward ids once each, every one a ward that exists; else a 400. */
export async function checkedWardIds(db: Db, wardIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(wardIds)];
  if (unique.length === 0) return unique;
  const found = await db.selectFrom('ward').select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw new ClientError(400, 'Choose wards from the list.');
  return unique;
}

/** Makes `wardIds` the account's whole list of wards (inside the caller's transaction). */
export async function setOfficerWards(db: Db, accountId: number, wardIds: readonly number[]) {
  await db.deleteFrom('officer_ward').where('account_id', '=', accountId).execute();
  if (wardIds.length === 0) return;
  await db
    .insertInto('officer_ward')
    .values(wardIds.map((wardId) => ({ account_id: accountId, ward_id: wardId })))
    .execute();
}
