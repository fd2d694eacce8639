import { CitizenComplaint, GrievancePaths, ReminderBody } from '@council/contract';
import { REMINDER_INTERVAL_HOURS } from '@council/contract/complaint-rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { moveAndAnswer, moveSchema, requiredText } from './moveRoutes';

/**
 * POST /api/v2/user/complaints/{id}/remind, by the citizen who filed it, once the complaint is
 * past its due date and at most once in REMINDER_INTERVAL_HOURS. The message is also one of
 * the complaint's `reminders` in the SPEC.md calls.
 */
export function remindComplaintRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().post(
    `${GrievancePaths.user.complaints}/:id/remind`,
    {
      schema: moveSchema(
        'User',
        `Remind the council of one's overdue complaint, at most once in ${REMINDER_INTERVAL_HOURS} hours`,
        ReminderBody,
        CitizenComplaint,
      ),
    },
    async (request) => {
      const message = requiredText(request.body.message, 'Message');
      const id = request.params.id;
      return moveAndAnswer(context, request, id, {
        version: request.body.version,
        action: 'remind',
        comment: message,
        changes: ({ now }) => ({ last_reminder_at: now.toISOString() }),
        alsoWrite: async ({ trx, now }) => {
          await trx
            .insertInto('complaint_reminder')
            .values({ complaint_id: id, message, created_at: now.toISOString() })
            .execute();
        },
      });
    },
  );
}
