import { MAX_REOPENS, REOPEN_WINDOW_DAYS } from '@council/contract/complaint-rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { reasonMoveRoute } from './reasonMoveRoute';
import { dueDateFor } from './workingDays';

/**
 * POST /api/v2/user/complaints/{id}/reopen (Resolved or Rejected → Pending), by the citizen who
 * filed it, within REOPEN_WINDOW_DAYS and at most MAX_REOPENS times: the reason is required,
 * the officer stays, and the due date starts again from now.
 */
export function reopenComplaintRoute(app: FastifyInstance, context: AppContext) {
  reasonMoveRoute(app, context, {
    by: 'user',
    action: 'reopen',
    summary: `Reopen one's resolved or rejected complaint, within ${REOPEN_WINDOW_DAYS} days, at most ${MAX_REOPENS} times`,
    changes: async ({ trx, row, now }) => ({
      reopen_count: row.reopen_count + 1,
      due_date: await dueDateFor(trx, row.grievance_type_id, now),
      rejection_reason: null,
    }),
    tell: 'reopen',
  });
}
