import { GrievancePaths, MessageRef, WardDeadlinesWire } from '@council/contract';
import { AWAITING_STATUSES, indiaDate } from '@council/contract/complaint-rules';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';

/**
 * GET desk ward-deadlines: for the dashboard, per ward, the complaints awaiting an answer
 * (Open, Pending), how many of them are past their due date and how many are due today (India).
 */
export function wardDeadlinesRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    GrievancePaths.desk.wardDeadlines,
    {
      schema: {
        tags: ['Desk'],
        summary: 'Per ward: complaints awaiting an answer, overdue, and due today',
        response: { 200: WardDeadlinesWire, 401: MessageRef, 403: MessageRef },
      },
    },
    // Read alike for everyone asking within PAGE_CACHE_MS (any write empties it).
    () =>
      app.pageCache.rememberAnswer('ward-deadlines', async () => {
        const today = indiaDate(new Date());
        const count = (condition: ReturnType<typeof sql>) =>
          sql<number | string>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
        const rows = await db
          .selectFrom('ward as w')
          .leftJoin('complaint as c', (join) =>
            join.onRef('c.ward_id', '=', 'w.id').on('c.status', 'in', [...AWAITING_STATUSES]),
          )
          .select([
            'w.id as wardId',
            'w.ward_number as ward',
            count(sql`c.id is not null`).as('awaiting'),
            count(sql`c.due_date < ${today}`).as('overdue'),
            count(sql`c.due_date = ${today}`).as('dueToday'),
          ])
          .groupBy(['w.id', 'w.ward_number'])
          .orderBy('w.id')
          .execute();
        return {
          today,
          wards: rows.map((row) => ({
            wardId: row.wardId,
            ward: row.ward,
            awaiting: Number(row.awaiting),
            overdue: Number(row.overdue),
            dueToday: Number(row.dueToday),
          })),
        };
      }),
  );
}
