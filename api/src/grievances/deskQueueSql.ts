import type { DeskQueueQuery } from '@council/contract';
import { AWAITING_STATUSES, COMPLAINT_LIFE_STATUSES } from '@council/contract/complaint-rules';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database';

// The desk queue's filters as SQL on `complaint as c`, so that the page, its total and its
// counts are all computed by the database under the same conditions.

type Condition = RawBuilder<SqlBool>;
type Filter = 'status' | 'ward' | 'category' | 'officer' | 'overdue';

const AWAITING = sql`coalesce(c.status, '') in (${sql.join([...AWAITING_STATUSES])})`;

/** Awaiting an answer and past its due date on `today` (India). */
export const overdueOn = (today: string): Condition =>
  sql<SqlBool>`(${AWAITING} and c.due_date is not null and c.due_date < ${today})`;

/** The query's filters as conditions, leaving out `except` (counts are under the other ones). */
export function queueConditions(
  query: DeskQueueQuery,
  today: string,
  except?: Filter,
): Condition[] {
  const conditions: Partial<Record<Filter, Condition>> = {};
  if (query.status !== undefined) conditions.status = sql<SqlBool>`c.status = ${query.status}`;
  if (query.ward !== undefined) conditions.ward = sql<SqlBool>`c.ward_id = ${query.ward}`;
  if (query.category !== undefined) {
    conditions.category = sql<SqlBool>`c.grievance_type_id = ${query.category}`;
  }
  if (query.officer !== undefined) {
    conditions.officer =
      query.officer === 0
        ? sql<SqlBool>`c.officer_id is null`
        : sql<SqlBool>`c.officer_id = ${query.officer}`;
  }
  if (query.overdue !== undefined) {
    conditions.overdue = query.overdue ? overdueOn(today) : sql<SqlBool>`not ${overdueOn(today)}`;
  }
  return Object.entries(conditions)
    .filter(([filter]) => filter !== except)
    .map(([, condition]) => condition);
}

/** All the conditions at once (true when there are none). */
export function allOf(conditions: Condition[]): Condition {
  return conditions.length === 0
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** The queue's order: awaiting first by due date (the default), or by filing date. */
export function queueOrder(sort: DeskQueueQuery['sort']): RawBuilder<unknown>[] {
  if (sort === 'newest') return [sql`c.entry_date desc`, sql`c.id desc`];
  if (sort === 'oldest') return [sql`c.entry_date asc`, sql`c.id asc`];
  return [
    sql`case when ${AWAITING} then 0 else 1 end`,
    sql`case when c.due_date is null then 1 else 0 end`,
    sql`c.due_date asc`,
    sql`c.id asc`,
  ];
}

/** How many complaints each status holds, and how many are overdue, under the other filters. */
export async function queueCounts(db: Db, query: DeskQueueQuery, today: string) {
  const byStatus = await db
    .selectFrom('complaint as c')
    .select(['c.status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where(allOf(queueConditions(query, today, 'status')))
    .groupBy('c.status')
    .execute();
  const overdue = await db
    .selectFrom('complaint as c')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(allOf([...queueConditions(query, today, 'overdue'), overdueOn(today)]))
    .executeTakeFirstOrThrow();
  return {
    counts: COMPLAINT_LIFE_STATUSES.map((status) => ({
      status,
      count: Number(byStatus.find((row) => row.status === status)?.count ?? 0),
    })),
    overdue: Number(overdue.count),
  };
}
