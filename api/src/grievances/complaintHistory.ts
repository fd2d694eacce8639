import type { ComplaintEventWire, StoredFileWire } from '@council/contract';
import type { ComplaintEventKind } from '@council/contract/complaint-rules';
import type { Db } from '../db/database';
import { describeFiles } from '../files/storedFiles';
import { staffName } from './complaintRows';

/** Who reads a history: anyone tracking it, the citizen who filed it, or staff. */
export type HistoryAudience = 'public' | 'citizen' | 'desk';

/** Entries the public never sees: staff hiding words, and the citizen's reminders. */
const NOT_PUBLIC: ComplaintEventKind[] = ['hide', 'show', 'remind'];
/** The only comments the public reads: why it was rejected, what was done, its closing. */
const PUBLIC_COMMENTS: ComplaintEventKind[] = ['reject', 'resolve', 'close'];
/** Ids per query: keeps each query's parameter count modest on both databases. */
const IDS_PER_QUERY = 500;

function eventRows(db: Db, ids: number[], audience: HistoryAudience) {
  let query = db
    .selectFrom('complaint_event as e')
    .leftJoin('account as actor', 'actor.id', 'e.actor_account_id')
    .leftJoin('account as officer', 'officer.id', 'e.officer_id')
    .select([
      'e.complaint_id',
      'e.at',
      'e.kind',
      'e.actor_role',
      'e.from_status',
      'e.to_status',
      'e.comment',
      'e.officer_id',
      'e.photo_1_file_id',
      'e.photo_2_file_id',
      'e.rating',
      'actor.name as actor_name',
      'officer.name as officer_name',
      'officer.designation as officer_designation',
    ])
    .where('e.complaint_id', 'in', ids);
  if (audience === 'public') query = query.where('e.kind', 'not in', NOT_PUBLIC);
  return query.orderBy('e.complaint_id').orderBy('e.id').execute();
}

/**
 * The histories of the given complaints, oldest entry first, by complaint (every id has a
 * list). The public's leaves out staff names, officers, hidden words and reminders, and every
 * comment but a rejection's reason and what was done.
 */
export async function historyOf(
  db: Db,
  ids: number[],
  audience: HistoryAudience,
): Promise<Map<number, ComplaintEventWire[]>> {
  const rows = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    rows.push(...(await eventRows(db, ids.slice(start, start + IDS_PER_QUERY), audience)));
  }
  const describe = await describeFiles(
    db,
    rows.flatMap((row) => [row.photo_1_file_id, row.photo_2_file_id]),
  );
  const isPublic = audience === 'public';
  const byComplaint = new Map<number, ComplaintEventWire[]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    const staff = row.actor_role === 'admin' || row.actor_role === 'officer';
    byComplaint.get(row.complaint_id)?.push({
      at: row.at,
      kind: row.kind,
      fromStatus: row.from_status,
      toStatus: row.to_status,
      byRole: row.actor_role,
      byName: staff && !isPublic ? staffName(row.actor_name) : null,
      comment: !isPublic || PUBLIC_COMMENTS.includes(row.kind) ? row.comment : '',
      officer:
        row.officer_id === null || isPublic
          ? null
          : {
              id: row.officer_id,
              name: staffName(row.officer_name),
              designation: row.officer_designation ?? '',
            },
      photos: [row.photo_1_file_id, row.photo_2_file_id]
        .map((id) => describe(id))
        .filter((file): file is StoredFileWire => file !== null),
      rating: row.rating,
    });
  }
  return byComplaint;
}
