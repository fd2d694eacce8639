import { ComplaintWire } from '@council/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../appContext';
import { sendStreamedList } from '../http/streamedList';
import { fileSlots } from '../sections/sectionFiles';
import {
  COMPLAINT_FILES,
  complaintsQuery,
  complaintToWire,
  remindersOf,
  selectComplaintRows,
  type ComplaintQuery,
} from './complaintWire';
import { asThePublicSeesIt } from './publicText';

/**
 * GET /api/Public/complaint and /api/User/complaint: the whole list, photos as base64 (SPEC.md
 * section 7), written row by row with one complaint's photos read at a time, and bounded. The
 * public sees the citizen's words only where they are public (publicText.ts); the citizen who
 * filed a complaint sees all of it.
 */
export function sendComplaintList(
  reply: FastifyReply,
  context: AppContext,
  query: ComplaintQuery,
  audience: 'public' | 'owner',
): Promise<FastifyReply> {
  return sendStreamedList(reply, context, {
    item: ComplaintWire,
    async rows() {
      const rows = await selectComplaintRows(complaintsQuery(context.db, query)).execute();
      const reminders = await remindersOf(
        context.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        row: audience === 'public' ? asThePublicSeesIt(row) : row,
        reminders: reminders.get(row.id) ?? [],
      }));
    },
    toWire: ({ row, reminders }, slot) => ({
      ...complaintToWire(row, reminders, context.site.complaintPrefix),
      ...fileSlots(row, COMPLAINT_FILES, slot),
    }),
  });
}
