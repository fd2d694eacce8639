import { FeedbackItem, FeedbackPaths, IdParams, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import { ClientError } from '../http/errors';
import type { TypeBoxProvider } from '../http/typebox';
import { feedbackRows, feedbackToWire } from './feedbackWire';

const HANDLED_PATH = `${FeedbackPaths.admin.feedback}/:id/handled`;
const ERRORS = { 400: MessageRef, 401: MessageRef, 403: MessageRef, 404: MessageRef } as const;

/**
 * PUT …/feedback/{id}/handled marks a message handled (by the caller, now); DELETE the same
 * path makes it new again. Both answer the message as it now is; doing it twice changes nothing
 * more (a message already handled keeps who handled it and when).
 */
export function markHandledRoutes(app: FastifyInstance, { db }: AppContext) {
  const typed = app.withTypeProvider<TypeBoxProvider>();
  const answer = async (id: number) => {
    const row = await feedbackRows(db).where('feedback.id', '=', id).executeTakeFirst();
    if (!row) throw new ClientError(404, 'No message has this number.');
    return feedbackToWire(row);
  };

  typed.put(
    HANDLED_PATH,
    {
      schema: {
        tags: ['Admin'],
        summary: 'Mark a message from a reader handled',
        description:
          '404 when there is no such message. A message already handled stays as it was.',
        params: IdParams,
        response: { 200: FeedbackItem, ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db
        .updateTable('feedback')
        .set({ handled_at: new Date().toISOString(), handled_by: callerOf(request).accountId })
        .where('id', '=', id)
        .where('handled_at', 'is', null)
        .execute();
      return answer(id);
    },
  );

  typed.delete(
    HANDLED_PATH,
    {
      schema: {
        tags: ['Admin'],
        summary: 'Mark a message from a reader new again',
        description: '404 when there is no such message.',
        params: IdParams,
        response: { 200: FeedbackItem, ...ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db
        .updateTable('feedback')
        .set({ handled_at: null, handled_by: null })
        .where('id', '=', id)
        .execute();
      return answer(id);
    },
  );
}
