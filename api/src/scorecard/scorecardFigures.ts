import { sql, type RawBuilder } from 'kysely';
import type { Db, DialectName } from '../db/database';
import type { ScorecardPeriod } from './scorecardPeriod';

/** One group's counts as the database gives them (PostgreSQL answers big numbers as text). */
export interface GroupFigures {
  received: number;
  resolved: number;
  resolvedOnTime: number;
  /** Days from filing to the last resolution, the median of the resolved; null if none. */
  medianDays: number | null;
  averageRating: number | null;
  ratings: number;
}

/** Per ward, per category, or one group for all. */
export type Grouping = 'ward' | 'category' | 'total';

const GROUP_KEY: Record<Grouping, RawBuilder<number>> = {
  ward: sql<number>`c.ward_id`,
  category: sql<number>`c.grievance_type_id`,
  total: sql<number>`0`,
};

/** The two things the databases write differently: days between two instants, India's date. */
function dialectParts(dialect: DialectName) {
  if (dialect === 'sqlite') {
    return {
      days: sql`(julianday(c.resolved_at) - julianday(c.entry_date))`,
      resolvedIndiaDate: sql`date(c.resolved_at, '+330 minutes')`,
    };
  }
  return {
    days: sql`(extract(epoch from (c.resolved_at::timestamptz - c.entry_date::timestamptz)) / 86400.0)`,
    resolvedIndiaDate: sql`to_char((c.resolved_at::timestamptz at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`,
  };
}

const RESOLVED = sql`c.status in ('Resolved', 'Closed')`;

/**
 * The scorecard's figures of the complaints filed in the period, by group, in one query: counts
 * and the average rating by aggregation, the median days by ranking the resolved complaints of
 * each group (ROW_NUMBER and COUNT over the group, both databases) and averaging the middle one
 * or two. Groups without a complaint are absent; the caller gives them zeros.
 */
export async function figuresBy(
  db: Db,
  dialect: DialectName,
  grouping: Grouping,
  period: ScorecardPeriod,
): Promise<Map<number, GroupFigures>> {
  const key = GROUP_KEY[grouping];
  const { days, resolvedIndiaDate } = dialectParts(dialect);
  const { rows } = await sql<Record<string, number | string | null>>`
    with filed as (
      select ${key} as g,
        case when ${RESOLVED} then 1 else 0 end as done,
        case when ${RESOLVED} and c.resolved_at is not null then ${days} end as days,
        case when ${RESOLVED} and c.resolved_at is not null and c.due_date is not null
          and ${resolvedIndiaDate} <= c.due_date then 1 else 0 end as on_time,
        c.rating as rating
      from complaint c
      where c.entry_date >= ${period.startsAt} and c.entry_date < ${period.endsBefore}
    ),
    ranked as (
      select g, days,
        row_number() over (partition by g order by days) as rn,
        count(*) over (partition by g) as n
      from filed where days is not null
    ),
    medians as (
      select g, avg(days) as median from ranked
      where rn in ((n + 1) / 2, (n + 2) / 2)
      group by g
    )
    select f.g as g, count(*) as received, sum(f.done) as resolved,
      sum(f.on_time) as on_time, avg(f.rating) as average_rating,
      count(f.rating) as ratings, max(m.median) as median
    from filed f left join medians m on m.g = f.g
    group by f.g`.execute(db);
  const number = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return new Map(
    rows.map((row) => [
      Number(row.g),
      {
        received: Number(row.received),
        resolved: Number(row.resolved),
        resolvedOnTime: Number(row.on_time),
        medianDays: number(row.median),
        averageRating: number(row.average_rating),
        ratings: Number(row.ratings),
      },
    ]),
  );
}
