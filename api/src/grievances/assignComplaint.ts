import { AssignBody, DeskComplaint, GrievancePaths } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import type { Db } from '../db/database';
import { ClientError } from '../http/errors';
import type { TypeBoxProvider } from '../http/typebox';
import { actionBy } from './moveComplaint';
import { commentText, moveAndAnswer, moveSchema } from './moveRoutes';

/**
 * POST desk complaints/{id}/assign (Open → Pending: accepted and assigned) and /reassign
 * (Pending → Pending: another officer), by any officer or admin, to an active officer.
 */
export function assignComplaintRoutes(app: FastifyInstance, context: AppContext) {
  for (const action of ['assign', 'reassign'] as const) {
    app.withTypeProvider<TypeBoxProvider>().post(
      `${GrievancePaths.desk.complaints}/:id/${action}`,
      {
        schema: moveSchema(
          'Desk',
          action === 'assign'
            ? 'Accept an Open complaint and assign it to an officer (Pending)'
            : 'Assign a Pending complaint to another officer',
          AssignBody,
          DeskComplaint,
        ),
      },
      async (request) => {
        const { version, officerId } = request.body;
        const comment = commentText(request.body.comment, 'Comment');
        await checkOfficer(context.db, officerId);
        return moveAndAnswer(
          context,
          request,
          request.params.id,
          {
            version,
            action,
            comment,
            officerId,
            changes: async ({ trx, row, now }) => ({
              officer_id: officerId,
              action_by: await actionBy(trx, callerOf(request).accountId),
              accepted_at: row.accepted_at ?? now.toISOString(),
            }),
          },
          action === 'assign' ? 'assign' : undefined,
        );
      },
    );
  }
}

/** 400 unless the officer is an active account of role officer. */
async function checkOfficer(db: Db, officerId: number) {
  const officer = await db
    .selectFrom('account')
    .select('id')
    .where('id', '=', officerId)
    .where('role', '=', 'officer')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!officer) throw new ClientError(400, 'Choose an officer from the list.');
}
