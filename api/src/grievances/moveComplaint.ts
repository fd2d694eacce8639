import {
  allowedActions,
  refusalOf,
  statusAfter,
  type ComplaintAction,
  type ComplaintViewer,
} from '@council/contract/complaint-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import type { ComplaintTable } from '../db/schema';
import type { CheckedFile } from '../files/checkUpload';
import { storeFile } from '../files/storedFiles';
import { ClientError } from '../http/errors';
import { closeLapsedAndTell } from './closeLapsed';
import { complaintState, staffName, type StateColumns } from './complaintRows';

export const STALE_VERSION =
  'This complaint was changed by someone else a moment ago. Its current state is shown.';
export const COMPLAINT_NOT_FOUND = 'Complaint not found.';

/** What a move writes besides the status, given the complaint as it was. */
export interface MoveWrite {
  trx: Db;
  row: StateColumns & { grievance_type_id: number; accepted_at: string | null };
  now: Date;
  /** The ids of the move's stored photos, null where none was sent. */
  photoIds: (number | null)[];
}

/** One move on one complaint by one person (complaint-rules' actions). */
export interface Move {
  id: number;
  /** The version the person saw: a move on an older one is refused (409). */
  version: number;
  action: ComplaintAction;
  viewer: ComplaintViewer;
  /** The history entry's words: reason, what was done, reminder. */
  comment?: string;
  officerId?: number;
  rating?: number;
  /** Checked photos, stored with the move; the history entry names them. */
  photos?: (CheckedFile | undefined)[];
  /** The complaint's other columns the move sets. */
  changes?(write: MoveWrite): Updateable<ComplaintTable> | Promise<Updateable<ComplaintTable>>;
  /** Rows the move adds elsewhere (a reminder). */
  alsoWrite?(write: MoveWrite): Promise<void>;
}

/**
 * Makes a move in one transaction: the complaint is read (locked on PostgreSQL), refused unless
 * the person may make this move on this version now, updated where its version is still the
 * one read (version + 1), and one history entry is written. A citizen's move on a complaint not
 * theirs is a 404, as if it did not exist. A lapsed resolution is closed first.
 */
export async function moveComplaint(
  context: AppContext,
  log: FastifyBaseLogger,
  move: Move,
): Promise<void> {
  const now = new Date();
  await closeLapsedAndTell(context, log, now, move.id);
  await context.db.transaction().execute(async (trx) => {
    // Stored before the row is locked: no image work while another person waits on it.
    const photoIds: (number | null)[] = [];
    for (const photo of move.photos ?? [])
      photoIds.push(photo ? await storeFile(trx, photo) : null);
    const row = await readForMove(trx, context.dialect === 'postgres', move.id);
    const { viewer } = move;
    if (!row || (viewer.role === 'user' && row.account_id !== viewer.accountId)) {
      throw new ClientError(404, COMPLAINT_NOT_FOUND);
    }
    if (row.version !== move.version) throw new ClientError(409, STALE_VERSION);
    const state = complaintState(row);
    if (!allowedActions(state, viewer, now).includes(move.action)) {
      throw new ClientError(409, refusalOf(move.action, state, now));
    }
    const write: MoveWrite = { trx, row, now, photoIds };
    const status = statusAfter(move.action, row.status ?? '');
    const statusChange =
      status === row.status ? {} : { status, status_changed_at: now.toISOString() };
    const result = await trx
      .updateTable('complaint')
      .set({ ...(await move.changes?.(write)), ...statusChange, version: row.version + 1 })
      .where('id', '=', move.id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ClientError(409, STALE_VERSION);
    await trx
      .insertInto('complaint_event')
      .values({
        complaint_id: move.id,
        at: now.toISOString(),
        kind: move.action,
        actor_account_id: viewer.accountId,
        actor_role: viewer.role,
        from_status: row.status,
        to_status: status,
        comment: move.comment ?? '',
        officer_id: move.officerId ?? null,
        photo_1_file_id: photoIds[0] ?? null,
        photo_2_file_id: photoIds[1] ?? null,
        rating: move.rating ?? null,
      })
      .execute();
    await move.alsoWrite?.(write);
  });
}

/** The complaint as a move reads it; on PostgreSQL its row stays locked until the move ends. */
function readForMove(trx: Db, lock: boolean, id: number) {
  let query = trx
    .selectFrom('complaint')
    .select([
      'version',
      'grievance_type_id',
      'status',
      'officer_id',
      'status_changed_at',
      'action_date',
      'entry_date',
      'reopen_count',
      'due_date',
      'last_reminder_at',
      'citizen_text_hidden',
      'account_id',
      'accepted_at',
    ])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** How the legacy action_by column names the staff member who acted: "Name, Designation". */
export async function actionBy(trx: Db, accountId: number): Promise<string> {
  const staff = await trx
    .selectFrom('account')
    .select(['name', 'designation'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const name = staffName(staff.name);
  return staff.designation.trim() ? `${name}, ${staff.designation.trim()}` : name;
}
