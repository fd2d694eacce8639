import { sql } from 'kysely';
import type { Db } from '../db/database';
import { councilWallClock } from '../tenders/tenderState';

// The council keeps Indian time (UTC+05:30): a wall-clock minute as an instant.
const INDIA = '+05:30';

/**
 * The newest moment, up to `now`, at which the clock alone changed the tenders' lists: a tender
 * leaves the active list (and joins the closed one) after the minute of its last date and time
 * of submission (tenders/tenderState.ts, whose expression this repeats). A list's Last-Modified
 * is never older than that, so a reader's copy from before is never declared still current.
 * Items that leave a list at a "show until" date belong here too.
 */
export async function newestTenderClosing(db: Db, now: Date): Promise<string | null> {
  const deadline = sql<string>`last_date_of_submission || 'T' || coalesce(last_time_of_submission, '23:59')`;
  const { newest } = await db
    .selectFrom('tender')
    .select(sql<string | null>`max(${deadline})`.as('newest'))
    .where(sql<boolean>`${deadline} < ${councilWallClock(now)}`)
    .executeTakeFirstOrThrow();
  if (!newest) return null;
  // Still open through its last minute: closed at the next one.
  const closed = Date.parse(`${newest}:00${INDIA}`) + 60_000;
  return Number.isNaN(closed) ? null : new Date(closed).toISOString();
}
