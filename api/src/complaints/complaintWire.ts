import type { ComplaintWire, StatusFilter } from '@council/contract';
import { complaintNumber } from '@council/contract/complaint-rules';
import type { Db } from '../db/database';
import { base64Files, type FileField } from '../sections/sectionFiles';
import { statusToMatch } from './statusFilter';

export interface ComplaintQuery {
  filter?: StatusFilter | undefined;
  accountId?: number;
  id?: number;
}

type ComplaintImageWire = 'pub_Image_1' | 'pub_Image_2' | 'action_Image_1' | 'action_Image_2';

/** A complaint's photos: the citizen's two and the council's two (no download name needed). */
export const COMPLAINT_FILES = [
  { column: 'public_image_1_file_id', wire: 'pub_Image_1' },
  { column: 'public_image_2_file_id', wire: 'pub_Image_2' },
  { column: 'action_image_1_file_id', wire: 'action_Image_1' },
  { column: 'action_image_2_file_id', wire: 'action_Image_2' },
] as const satisfies readonly FileField<ComplaintRow, ComplaintImageWire>[];

/**
 * The complaints a query names, with their ward and grievance type: the one place that says
 * which complaints a list holds, for the SPEC.md lists, the paged ones and their counts.
 */
export function complaintsQuery(db: Db, query: ComplaintQuery) {
  let select = db
    .selectFrom('complaint as c')
    .innerJoin('ward as w', 'w.id', 'c.ward_id')
    .innerJoin('grievance_type as g', 'g.id', 'c.grievance_type_id');
  const status = statusToMatch(query.filter);
  if (status) select = select.where('c.status', '=', status);
  if (query.accountId !== undefined) select = select.where('c.account_id', '=', query.accountId);
  if (query.id !== undefined) select = select.where('c.id', '=', query.id);
  return select;
}

/** The complaints' columns, newest first (id last keeps the order stable). */
export function selectComplaintRows(select: ReturnType<typeof complaintsQuery>) {
  return select
    .select([
      'c.id',
      'w.ward_number',
      'g.title as grievance',
      'c.additional_information',
      'c.landmark',
      'c.suggestion',
      'c.status',
      'c.entry_date',
      'c.action_by',
      'c.action_date',
      'c.public_image_1_file_id',
      'c.public_image_2_file_id',
      'c.action_image_1_file_id',
      'c.action_image_2_file_id',
      'c.due_date',
      'c.accepted_at',
      'c.citizen_text_hidden',
    ])
    .orderBy('c.entry_date', 'desc')
    .orderBy('c.id', 'desc');
}

export type ComplaintRow = Awaited<
  ReturnType<ReturnType<typeof selectComplaintRows>['executeTakeFirstOrThrow']>
>;

/** Ids per query: keeps each query's parameter count modest on both databases. */
const IDS_PER_QUERY = 500;

/** The reminders of the given complaints, oldest first, by complaint. */
export async function remindersOf(
  db: Db,
  ids: number[],
): Promise<Map<number, { message: string }[]>> {
  const byComplaint = new Map<number, { message: string }[]>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('complaint_reminder')
      .select(['complaint_id', 'message'])
      .where('complaint_id', 'in', ids.slice(start, start + IDS_PER_QUERY))
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = byComplaint.get(row.complaint_id) ?? [];
      list.push({ message: row.message });
      byComplaint.set(row.complaint_id, list);
    }
  }
  return byComplaint;
}

/**
 * A complaint in the wire's names, every field but the photos (the callers add those); with
 * the council's complaint prefix, its readable number too.
 */
export function complaintToWire(
  row: ComplaintRow,
  reminders: { message: string }[],
  prefix?: string,
): Omit<ComplaintWire, ComplaintImageWire> {
  return {
    ...(prefix === undefined ? {} : { number: complaintNumber(prefix, row.id, row.entry_date) }),
    id: row.id,
    ward: row.ward_number,
    grivance: row.grievance,
    grievanceName: row.grievance,
    GrievanceName: row.grievance,
    additional_Information: row.additional_information,
    landmark: row.landmark,
    your_Suggestion: row.suggestion,
    status: row.status,
    entry_Date: row.entry_date,
    action_By: row.action_by,
    action_Date: row.action_date,
    reminders,
  };
}

/** A complaint as the SPEC.md calls answer it: photos as base64, read one at a time. */
export async function complaintWithPhotos(
  db: Db,
  row: ComplaintRow,
  reminders: { message: string }[],
  prefix?: string,
): Promise<ComplaintWire> {
  return {
    ...complaintToWire(row, reminders, prefix),
    ...(await base64Files(db, row, COMPLAINT_FILES)),
  } as ComplaintWire;
}

/**
 * The complaints a query names, as the SPEC.md calls answer them: for one complaint (by id).
 * Whole lists are written row by row instead (complaintLists.ts).
 */
export async function loadComplaints(
  db: Db,
  query: ComplaintQuery,
  prefix?: string,
): Promise<ComplaintWire[]> {
  const rows = await selectComplaintRows(complaintsQuery(db, query)).execute();
  const reminders = await remindersOf(
    db,
    rows.map((row) => row.id),
  );
  const answer: ComplaintWire[] = [];
  for (const row of rows) {
    answer.push(await complaintWithPhotos(db, row, reminders.get(row.id) ?? [], prefix));
  }
  return answer;
}
