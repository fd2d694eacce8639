import type { ComplaintState } from '@council/contract/complaint-rules';
import type { Db } from '../db/database';

/** The complaints with everything a view shows of them; filters are added by the caller. */
export function complaintSource(db: Db) {
  return db
    .selectFrom('complaint as c')
    .innerJoin('ward as w', 'w.id', 'c.ward_id')
    .innerJoin('grievance_type as g', 'g.id', 'c.grievance_type_id')
    .innerJoin('district as d', 'd.id', 'c.district_id')
    .innerJoin('ulb as u', 'u.id', 'c.ulb_id')
    .innerJoin('account as a', 'a.id', 'c.account_id')
    .leftJoin('account as o', 'o.id', 'c.officer_id');
}

/** A view's columns: the complaint's own and the names it joins. */
export function selectComplaintView(source: ReturnType<typeof complaintSource>) {
  return source.select([
    'c.id',
    'c.status',
    'c.entry_date',
    'c.due_date',
    'c.version',
    'c.account_id',
    'c.officer_id',
    'c.action_taken',
    'c.action_date',
    'c.rejection_reason',
    'c.rating',
    'c.rating_comment',
    'c.reopen_count',
    'c.status_changed_at',
    'c.last_reminder_at',
    'c.citizen_text_hidden',
    'c.suggestion',
    'c.landmark',
    'c.additional_information',
    'c.action_image_1_file_id',
    'c.action_image_2_file_id',
    'c.public_image_1_file_id',
    'c.public_image_2_file_id',
    'g.title as category',
    'c.grievance_type_id as category_id',
    'w.ward_number as ward',
    'c.ward_id',
    'd.name_english as district',
    'u.name as ulb',
    'a.name as citizen_name',
    'a.email as citizen_email',
    'a.mobile as citizen_mobile',
    'o.name as officer_name',
    'o.designation as officer_designation',
  ]);
}

export type ComplaintViewRow = Awaited<
  ReturnType<ReturnType<typeof selectComplaintView>['executeTakeFirstOrThrow']>
>;

/** One complaint's row, or undefined. */
export async function loadComplaintRow(db: Db, id: number): Promise<ComplaintViewRow | undefined> {
  return selectComplaintView(complaintSource(db)).where('c.id', '=', id).executeTakeFirst();
}

/** How a staff member is named where their account has no name yet. */
export function staffName(name: string | null | undefined): string {
  return name?.trim() || 'Council staff';
}

/** The columns the rules read. */
export type StateColumns = Pick<
  ComplaintViewRow,
  | 'status'
  | 'officer_id'
  | 'status_changed_at'
  | 'action_date'
  | 'entry_date'
  | 'reopen_count'
  | 'due_date'
  | 'last_reminder_at'
  | 'citizen_text_hidden'
  | 'account_id'
>;

/** What the rules need of a complaint (complaints older than the desk fall back on dates). */
export function complaintState(row: StateColumns): ComplaintState {
  return {
    status: row.status,
    officerId: row.officer_id,
    statusChangedAt: row.status_changed_at ?? row.action_date ?? row.entry_date,
    reopenCount: row.reopen_count,
    dueDate: row.due_date,
    lastReminderAt: row.last_reminder_at,
    citizenTextHidden: row.citizen_text_hidden === 1,
    accountId: row.account_id,
  };
}

/** Every stored file a view of these rows may show, for one describeFiles query. */
export function viewFileIds(rows: readonly ComplaintViewRow[]): (number | null)[] {
  return rows.flatMap((row) => [
    row.action_image_1_file_id,
    row.action_image_2_file_id,
    row.public_image_1_file_id,
    row.public_image_2_file_id,
  ]);
}
