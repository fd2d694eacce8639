import type { Open311RequestsQuery } from '@council/contract';
import type { Db } from '../db/database';
import { ClientError } from '../http/errors';

/** The statuses Open311 calls closed: the council has given its answer. */
export const CLOSED_STATUSES = ['Resolved', 'Rejected', 'Closed'];

/** Complaints with what a service request shows of them; never who filed them. */
export function requestRows(db: Db) {
  return db
    .selectFrom('complaint as c')
    .innerJoin('ward as w', 'w.id', 'c.ward_id')
    .innerJoin('grievance_type as g', 'g.id', 'c.grievance_type_id')
    .select([
      'c.id',
      'c.status',
      'c.entry_date',
      'c.status_changed_at',
      'c.due_date',
      'c.grievance_type_id',
      'g.title as category',
      'w.ward_number',
      'c.suggestion',
      'c.additional_information',
      'c.landmark',
      'c.accepted_at',
      'c.citizen_text_hidden',
      'c.action_taken',
      'c.rejection_reason',
      'c.action_image_1_file_id',
      'c.action_image_2_file_id',
    ]);
}

export type RequestRow = Awaited<
  ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>
>;

/** The categories a ?service_code= names: ids separated by commas; a 400 for anything else. */
function serviceCodes(list: string): number[] {
  const codes = list
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  if (!codes.every((code) => /^\d{1,9}$/.test(code))) {
    throw new ClientError(
      400,
      'service_code must be service codes (from services.json) separated by commas, such as 1,4.',
    );
  }
  return codes.map(Number);
}

const instant = (text: string) => new Date(text).toISOString();

/** GET requests.json's filters, page and order (newest first). */
export function matchingRequests(db: Db, query: Open311RequestsQuery) {
  let select = requestRows(db);
  if (query.status === 'open') {
    select = select.where((eb) =>
      eb.or([eb('c.status', 'is', null), eb('c.status', 'not in', CLOSED_STATUSES)]),
    );
  }
  if (query.status === 'closed') select = select.where('c.status', 'in', CLOSED_STATUSES);
  // entry_date is ISO 8601 UTC text: text order is time order on both databases.
  if (query.start_date) select = select.where('c.entry_date', '>=', instant(query.start_date));
  if (query.end_date) select = select.where('c.entry_date', '<=', instant(query.end_date));
  const codes = query.service_code ? serviceCodes(query.service_code) : [];
  if (codes.length > 0) select = select.where('c.grievance_type_id', 'in', codes);
  const size = query.page_size ?? query.size ?? 20;
  const page = query.page ?? 1;
  return select
    .orderBy('c.entry_date', 'desc')
    .orderBy('c.id', 'desc')
    .limit(size)
    .offset((page - 1) * size);
}
