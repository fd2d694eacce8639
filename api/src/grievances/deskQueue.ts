import { DeskQueuePage, DeskQueueQuery, GrievancePaths, MessageRef } from '@council/contract';
import { indiaDate } from '@council/contract/complaint-rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { describeFiles } from '../files/storedFiles';
import type { TypeBoxProvider } from '../http/typebox';
import { pageWindow, readPage } from '../paging/pageWindow';
import { complaintSource, selectComplaintView, viewFileIds } from './complaintRows';
import { queueItem } from './complaintView';
import { allOf, queueConditions, queueCounts, queueOrder } from './deskQueueSql';

/**
 * GET desk complaints?status=&ward=&category=&officer=&overdue=&sort=&page=&size=: the desk's
 * queue by page, filtered, sorted and counted by the database (officer=0: not assigned yet).
 */
export function deskQueueRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    GrievancePaths.desk.complaints,
    {
      schema: {
        tags: ['Desk'],
        summary: 'The complaints queue: filtered, sorted and paged, with counts per status',
        description:
          'Sorted by due date (awaiting ones first) unless ?sort=newest or oldest. `counts` ' +
          'gives each status under the other filters, `overdue` the overdue ones under the ' +
          'other filters. Overdue: Open or Pending past its due date (India).',
        querystring: DeskQueueQuery,
        response: { 200: DeskQueuePage, 400: MessageRef, 401: MessageRef, 403: MessageRef },
      },
    },
    // Read alike for every officer asking within PAGE_CACHE_MS; any move empties it at once.
    (request) =>
      app.pageCache.rememberAnswer(`desk-queue ${JSON.stringify(request.query)}`, () =>
        readQueue(context, request.query),
      ),
  );
}

async function readQueue(context: AppContext, query: DeskQueueQuery) {
  const { db } = context;
  const now = new Date();
  const today = indiaDate(now);
  const where = allOf(queueConditions(query, today));
  const page = await readPage(
    pageWindow(query),
    {
      count: async () =>
        (
          await db
            .selectFrom('complaint as c')
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .where(where)
            .executeTakeFirstOrThrow()
        ).total,
      rows: (limit, offset) => {
        let select = selectComplaintView(complaintSource(db)).where(where);
        for (const order of queueOrder(query.sort)) select = select.orderBy(order);
        return select.limit(limit).offset(offset).execute();
      },
    },
    async (rows) => {
      const describe = await describeFiles(db, viewFileIds(rows));
      const parts = { prefix: context.site.complaintPrefix, now, describe };
      return rows.map((row) => queueItem(row, parts));
    },
  );
  return { ...page, ...(await queueCounts(db, query, today)) };
}
