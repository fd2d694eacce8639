import { sql } from 'kysely';
import { SHOW_UNTIL_TABLES } from '../db/migrations/0011_show_until';
import type { Db } from '../db/database';
import { councilToday, endOfCouncilDay } from '../archive/currentItems';
import { councilWallClock } from '../tenders/tenderState';

// The council keeps Indian time (UTC+05:30): a wall-clock minute as an instant.
const INDIA = '+05:30';

/** A table whose items leave the current lists at a "show until" date (issue 20). */
export type ShowUntilTable = (typeof SHOW_UNTIL_TABLES)[number];

const deadline = sql<string>`last_date_of_submission || 'T' || coalesce(last_time_of_submission, '23:59')`;

/** The instant a tender closes: the minute after its last minute on the council's clock. */
function closingInstant(lastMinute: string | null): string | null {
  if (!lastMinute) return null;
  const closed = Date.parse(`${lastMinute}:00${INDIA}`) + 60_000;
  return Number.isNaN(closed) ? null : new Date(closed).toISOString();
}

/**
 * The newest moment, up to `now`, at which the clock alone changed the tenders' lists: a tender
 * leaves the active list (and joins the closed one) after the minute of its last date and time
 * of submission (tenders/tenderState.ts, whose expression this repeats). A list's Last-Modified
 * is never older than that, so a reader's copy from before is never declared still current.
 * Items that leave a list at a "show until" date are newestExpiry's.
 */
export async function newestTenderClosing(db: Db, now: Date): Promise<string | null> {
  const { newest } = await db
    .selectFrom('tender')
    .select(sql<string | null>`max(${deadline})`.as('newest'))
    .where(sql<boolean>`${deadline} < ${councilWallClock(now)}`)
    .executeTakeFirstOrThrow();
  return closingInstant(newest);
}

/**
 * The newest moment, up to `now`, at which an item of `table` left its current list by its
 * "show until" date (issue 20): the end of that day in India (archive/currentItems.ts). Like a
 * tender's closing, a change of that list at that moment, though nobody wrote anything.
 */
export async function newestExpiry(
  db: Db,
  table: ShowUntilTable,
  now: Date,
): Promise<string | null> {
  const { newest } = await db
    .selectFrom(table)
    .select(sql<string | null>`max(show_until)`.as('newest'))
    .where('show_until', '<', councilToday(now))
    .executeTakeFirstOrThrow();
  return newest ? endOfCouncilDay(newest) : null;
}

/**
 * The next moment after `now` at which the clock alone will change a public list (a tender
 * closing, an item's "show until" day ending), as milliseconds; null when none is ahead. Pages
 * and readings kept before it must not be answered after it (paging/pageCache.ts expireAt).
 */
export async function nextClockChange(db: Db, now: Date): Promise<number | null> {
  const today = councilToday(now);
  const expiries = await Promise.all(
    SHOW_UNTIL_TABLES.map(async (table) => {
      const { next } = await db
        .selectFrom(table)
        .select(sql<string | null>`min(show_until)`.as('next'))
        .where('show_until', '>=', today)
        .executeTakeFirstOrThrow();
      return next ? endOfCouncilDay(next) : null;
    }),
  );
  const { next } = await db
    .selectFrom('tender')
    .select(sql<string | null>`min(${deadline})`.as('next'))
    .where(sql<boolean>`${deadline} >= ${councilWallClock(now)}`)
    .executeTakeFirstOrThrow();
  const instants = [...expiries, closingInstant(next)]
    .map((instant) => (instant ? Date.parse(instant) : NaN))
    .filter((time) => !Number.isNaN(time));
  return instants.length === 0 ? null : Math.min(...instants);
}
