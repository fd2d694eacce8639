import { DeskComplaint, GrievancePaths, ReasonBody } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import type { TypeBoxProvider } from '../http/typebox';
import { actionBy } from './moveComplaint';
import { moveAndAnswer, moveSchema, requiredText } from './moveRoutes';

/**
 * POST desk complaints/{id}/reject (Open or Pending → Rejected), by any officer or admin: the
 * reason is required, and shown to the citizen and the public.
 */
export function rejectComplaintRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().post(
    `${GrievancePaths.desk.complaints}/:id/reject`,
    {
      schema: moveSchema(
        'Desk',
        'Reject an Open or Pending complaint, with a reason the citizen and the public read',
        ReasonBody,
        DeskComplaint,
      ),
    },
    async (request) => {
      const reason = requiredText(request.body.reason, 'Reason');
      return moveAndAnswer(
        context,
        request,
        request.params.id,
        {
          version: request.body.version,
          action: 'reject',
          comment: reason,
          changes: async ({ trx, now }) => ({
            rejection_reason: reason,
            action_by: await actionBy(trx, callerOf(request).accountId),
            action_date: now.toISOString(),
          }),
        },
        'reject',
      );
    },
  );
}
