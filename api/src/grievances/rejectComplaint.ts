import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import { actionBy } from './moveComplaint';
import { reasonMoveRoute } from './reasonMoveRoute';

/**
 * POST desk complaints/{id}/reject (Open or Pending → Rejected), by any officer or admin: the
 * reason is required, and shown to the citizen and the public.
 */
export function rejectComplaintRoute(app: FastifyInstance, context: AppContext) {
  reasonMoveRoute(app, context, {
    by: 'desk',
    action: 'reject',
    summary: 'Reject an Open or Pending complaint, with a reason the citizen and the public read',
    changes: async ({ trx, now }, { reason, request }) => ({
      rejection_reason: reason,
      action_by: await actionBy(trx, callerOf(request).accountId),
      action_date: now.toISOString(),
    }),
    tell: 'reject',
  });
}
