import { FeedbackCounts, FeedbackPaths, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';

/** GET FeedbackPaths.admin.counts: how many messages are new (the dashboard's) and handled. */
export function feedbackCountsRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    FeedbackPaths.admin.counts,
    {
      schema: {
        tags: ['Admin'],
        summary: 'How many messages from readers are new and how many handled',
        response: { 200: FeedbackCounts, 401: MessageRef, 403: MessageRef },
      },
    },
    async () => {
      const rows = await db
        .selectFrom('feedback')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.count<number | string>('handled_at').as('handled'),
        ])
        .executeTakeFirstOrThrow();
      const handled = Number(rows.handled);
      return { new: Number(rows.total) - handled, handled };
    },
  );
}
