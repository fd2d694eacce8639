import type { TrafficLimits } from '../config';
import type { Db } from '../db/database';
import { ClientError } from '../http/errors';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface FilingWindow {
  name: 'an hour' | 'a day';
  ms: number;
  limit: number;
}

/**
 * Refuses a citizen's complaint beyond COMPLAINTS_PER_HOUR or COMPLAINTS_PER_DAY with a 429 and
 * Retry-After (the seconds until enough of their counted complaints have left the window).
 * Counted from the complaint table, so every API process sharing the database agrees.
 */
export async function checkFilingLimit(
  db: Db,
  accountId: number,
  limits: Pick<TrafficLimits, 'complaintsPerHour' | 'complaintsPerDay'>,
  now: Date = new Date(),
): Promise<void> {
  const windows: FilingWindow[] = [
    { name: 'a day', ms: DAY_MS, limit: limits.complaintsPerDay },
    { name: 'an hour', ms: HOUR_MS, limit: limits.complaintsPerHour },
  ];
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  // entry_date is ISO 8601 UTC text, so text order is time order on both databases.
  const filed = (
    await db
      .selectFrom('complaint')
      .select('entry_date')
      .where('account_id', '=', accountId)
      .where('entry_date', '>', since)
      .orderBy('entry_date', 'desc')
      .execute()
  ).map((row) => new Date(row.entry_date).getTime());
  const full = windows
    .map((window) => ({ window, waitMs: waitBeforeFiling(filed, window, now.getTime()) }))
    .filter(({ waitMs }) => waitMs > 0);
  const [first] = full;
  if (!first) return;
  const waitMs = Math.max(...full.map(({ waitMs }) => waitMs));
  const { limit, name } = first.window;
  throw new ClientError(
    429,
    `You can file at most ${limit} ${limit === 1 ? 'complaint' : 'complaints'} ${name}. Please try again later.`,
    { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}

/**
 * 0 when one more complaint fits in the window; otherwise how long until it does: when the
 * limit-th newest complaint in the window (the oldest one counted) leaves it.
 */
function waitBeforeFiling(newestFirst: number[], window: FilingWindow, now: number): number {
  const inWindow = newestFirst.filter((time) => time > now - window.ms);
  if (inWindow.length < window.limit) return 0;
  const leaving = inWindow[window.limit - 1] ?? now;
  return leaving + window.ms - now;
}
