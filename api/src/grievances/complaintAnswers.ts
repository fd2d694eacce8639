import type {
  CitizenComplaint,
  ComplaintEventWire,
  DeskComplaint,
  TrackedComplaint,
} from '@council/contract';
import type { ComplaintViewer } from '@council/contract/complaint-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../appContext';
import { describeFiles } from '../files/storedFiles';
import { ClientError } from '../http/errors';
import { closeLapsedAndTell } from './closeLapsed';
import { historyOf, type HistoryAudience } from './complaintHistory';
import { loadComplaintRow, viewFileIds, type ComplaintViewRow } from './complaintRows';
import { citizenComplaint, deskComplaint, trackedComplaint, type ViewParts } from './complaintView';
import { COMPLAINT_NOT_FOUND } from './moveComplaint';

interface ReadComplaint {
  row: ComplaintViewRow;
  parts: ViewParts;
  history: ComplaintEventWire[];
}

/**
 * One complaint fresh from the database, as an audience reads it: a lapsed resolution closed
 * first, its files described, its history. Undefined when there is no such complaint.
 */
async function readComplaint(
  context: AppContext,
  log: FastifyBaseLogger,
  id: number,
  audience: HistoryAudience,
): Promise<ReadComplaint | undefined> {
  const now = new Date();
  await closeLapsedAndTell(context, log, now, id);
  const row = await loadComplaintRow(context.db, id);
  if (!row) return undefined;
  const describe = await describeFiles(context.db, viewFileIds([row]));
  const history = (await historyOf(context.db, [id], audience)).get(id) ?? [];
  return { row, parts: { prefix: context.site.complaintPrefix, now, describe }, history };
}

/** The desk's view of a complaint, with the moves this staff member may make; 404 if none. */
export async function deskAnswer(
  context: AppContext,
  log: FastifyBaseLogger,
  id: number,
  viewer: ComplaintViewer,
): Promise<DeskComplaint> {
  const found = await readComplaint(context, log, id, 'desk');
  if (!found) throw new ClientError(404, COMPLAINT_NOT_FOUND);
  return deskComplaint(found.row, found.parts, found.history, viewer);
}

/** A citizen's own complaint; 404 for anyone else's, as if it did not exist. */
export async function citizenAnswer(
  context: AppContext,
  log: FastifyBaseLogger,
  id: number,
  viewer: ComplaintViewer,
): Promise<CitizenComplaint> {
  const found = await readComplaint(context, log, id, 'citizen');
  if (!found || found.row.account_id !== viewer.accountId) {
    throw new ClientError(404, COMPLAINT_NOT_FOUND);
  }
  return citizenComplaint(found.row, found.parts, found.history, viewer);
}

/** A complaint as anyone may track it, or undefined. */
export async function trackedAnswer(
  context: AppContext,
  log: FastifyBaseLogger,
  id: number,
): Promise<TrackedComplaint | undefined> {
  const found = await readComplaint(context, log, id, 'public');
  return found && trackedComplaint(found.row, found.parts, found.history);
}
