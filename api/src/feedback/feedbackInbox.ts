import {
  FeedbackInboxPage,
  FeedbackPageQuery,
  FeedbackPaths,
  MessageRef,
  type FeedbackStatus,
} from '@council/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Expression } from 'kysely';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { pageWindow, readPage } from '../paging/pageWindow';
import { feedbackRows, feedbackToWire } from './feedbackWire';

/** The messages of one status: new ones have no handled_at; 'all' every one. */
function ofStatus(status: FeedbackStatus) {
  const condition =
    status === 'new'
      ? sql<boolean>`feedback.handled_at is null`
      : status === 'handled'
        ? sql<boolean>`feedback.handled_at is not null`
        : undefined;
  // The same condition on the count's query and on the rows' (which join the handler's account).
  return <Query extends { where(condition: Expression<boolean>): Query }>(query: Query): Query =>
    condition ? query.where(condition) : query;
}

/**
 * GET FeedbackPaths.admin.feedback?page=&size=&status=: the inbox, newest first. Not served
 * from the page cache: a message marked handled must leave the "new" list at once.
 */
export function feedbackInboxRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    FeedbackPaths.admin.feedback,
    {
      schema: {
        tags: ['Admin'],
        summary: 'Messages from readers by page, newest first; ?status=new|handled|all',
        description:
          'One page (?page= from 1, ?size= 1 to 100, 20 by default) with the total number of ' +
          'messages of the status asked for (every message when absent).',
        querystring: FeedbackPageQuery,
        response: { 200: FeedbackInboxPage, 400: MessageRef, 401: MessageRef, 403: MessageRef },
      },
    },
    (request) => {
      const matching = ofStatus(request.query.status ?? 'all');
      return readPage(
        pageWindow(request.query),
        {
          count: async () =>
            (
              await matching(db.selectFrom('feedback'))
                .select((eb) => eb.fn.countAll<number | string>().as('total'))
                .executeTakeFirstOrThrow()
            ).total,
          // Ids grow with every message: id order is newest first and stable.
          rows: (limit, offset) =>
            matching(feedbackRows(db))
              .orderBy('feedback.id', 'desc')
              .limit(limit)
              .offset(offset)
              .execute(),
        },
        (rows) => rows.map(feedbackToWire),
      );
    },
  );
}
