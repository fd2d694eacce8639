import { Type } from '@sinclair/typebox';
import type { Db } from '../db/database';
import { statusToMatch, type StatusFilter } from './statusFilter';

/**
 * The complaint-count calls answer a list of {id, status}; the frontends count per status
 * (SPEC.md section 7). Nothing else of a complaint is in it, so the public one leaks nothing.
 */
export const ComplaintStatusList = Type.Array(
  Type.Object({ id: Type.Integer(), status: Type.Union([Type.String(), Type.Null()]) }),
);

export function listComplaintStatuses(
  db: Db,
  filter: StatusFilter | undefined,
  accountId?: number,
) {
  let query = db.selectFrom('complaint').select(['id', 'status']).orderBy('id');
  const status = statusToMatch(filter);
  if (status) query = query.where('status', '=', status);
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  return query.execute();
}
