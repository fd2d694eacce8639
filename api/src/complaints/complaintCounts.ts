import { ComplaintStatusWire, type StatusFilter } from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/database';
import { statusToMatch } from './statusFilter';

/** The complaint-count calls' answer: each complaint's id and status (contract). */
export const ComplaintStatusList = Type.Array(ComplaintStatusWire);

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
