import { CitizenComplaint, DeskComplaint, GrievancePaths, ReasonBody } from '@council/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import type { AppContext } from '../appContext';
import type { ComplaintTable } from '../db/schema';
import type { TypeBoxProvider } from '../http/typebox';
import type { MoveWrite } from './moveComplaint';
import { moveAndAnswer, moveSchema, requiredText } from './moveRoutes';
import type { StatusChange } from './statusMail';

/** A move whose body is the version and a required reason (ReasonBody). */
export interface ReasonMove {
  /** Who moves: the desk (officers and admins) or the citizen who filed it. */
  by: 'desk' | 'user';
  action: 'reject' | 'reopen' | 'hide' | 'show';
  /** The OpenAPI summary. */
  summary: string;
  /** The complaint's other columns the move sets, given the reason and the request. */
  changes(
    write: MoveWrite,
    move: { reason: string; request: FastifyRequest },
  ): Updateable<ComplaintTable> | Promise<Updateable<ComplaintTable>>;
  /** The mail to the citizen, when the move changes the status. */
  tell?: StatusChange;
}

/**
 * POST {complaints}/{id}/{action} with a reason: the reason is required, trimmed, kept as the
 * history entry's words, and the answer is the complaint as the mover now sees it.
 */
export function reasonMoveRoute(app: FastifyInstance, context: AppContext, move: ReasonMove) {
  const desk = move.by === 'desk';
  app.withTypeProvider<TypeBoxProvider>().post(
    `${GrievancePaths[move.by].complaints}/:id/${move.action}`,
    {
      schema: moveSchema(
        desk ? 'Desk' : 'User',
        move.summary,
        ReasonBody,
        desk ? DeskComplaint : CitizenComplaint,
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
          action: move.action,
          comment: reason,
          changes: (write) => move.changes(write, { reason, request }),
        },
        move.tell,
      );
    },
  );
}
