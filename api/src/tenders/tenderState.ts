import { TenderPageQuery } from '@council/contract';
import { sql, type SqlBool } from 'kysely';
import type { PageFilter } from '../paging/sectionPage';

// The council keeps Indian time (UTC+05:30, no daylight saving), as the public site does.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Now on the council's wall clock, to the minute: 'yyyy-MM-ddTHH:mm'. */
export function councilWallClock(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * ?state=active|closed (DECISIONS.md): a tender is active while its last date and time of
 * submission is still ahead on the council's clock, through that minute; a date without a time
 * closes at the end of its day. Compared in SQL as 'yyyy-MM-ddTHH:mm' text, so that the page
 * and its total count the same tenders.
 */
export const tenderStateFilter: PageFilter<TenderPageQuery> = {
  querystring: TenderPageQuery,
  narrow({ state }) {
    if (!state) return (query) => query;
    const deadline = sql<string>`last_date_of_submission || 'T' || coalesce(last_time_of_submission, '23:59')`;
    const now = councilWallClock();
    return (query) =>
      query.where(
        state === 'active'
          ? sql<SqlBool>`${deadline} >= ${now}`
          : sql<SqlBool>`${deadline} < ${now}`,
      );
  },
};
