import type { ComplaintWire, StatusFilter } from '@council/contract';
import type { Db } from '../db/database';
import { loadFiles } from '../files/storedFiles';
import { statusToMatch } from './statusFilter';

export interface ComplaintQuery {
  filter?: StatusFilter | undefined;
  accountId?: number;
  id?: number;
}

/** Complaints with their lookups, reminders and images, newest first. */
export async function loadComplaints(db: Db, query: ComplaintQuery): Promise<ComplaintWire[]> {
  let select = db
    .selectFrom('complaint as c')
    .innerJoin('ward as w', 'w.id', 'c.ward_id')
    .innerJoin('grievance_type as g', 'g.id', 'c.grievance_type_id')
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
    ])
    .orderBy('c.entry_date', 'desc')
    .orderBy('c.id', 'desc');
  const status = statusToMatch(query.filter);
  if (status) select = select.where('c.status', '=', status);
  if (query.accountId !== undefined) select = select.where('c.account_id', '=', query.accountId);
  if (query.id !== undefined) select = select.where('c.id', '=', query.id);
  const rows = await select.execute();
  if (rows.length === 0) return [];

  const reminders = await db
    .selectFrom('complaint_reminder')
    .select(['complaint_id', 'message'])
    .where(
      'complaint_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  const files = await loadFiles(
    db,
    rows.flatMap((row) => [
      row.public_image_1_file_id,
      row.public_image_2_file_id,
      row.action_image_1_file_id,
      row.action_image_2_file_id,
    ]),
  );
  return rows.map((row) => ({
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
    reminders: reminders
      .filter((reminder) => reminder.complaint_id === row.id)
      .map((reminder) => ({ message: reminder.message })),
    pub_Image_1: files(row.public_image_1_file_id),
    pub_Image_2: files(row.public_image_2_file_id),
    action_Image_1: files(row.action_image_1_file_id),
    action_Image_2: files(row.action_image_2_file_id),
  }));
}
