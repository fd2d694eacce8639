import { LAST_UPDATED_PARTS, type LastUpdatedPart, type LastUpdatedWire } from '@council/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { SectionTable } from '../sections/section';
import { newestExpiry, newestTenderClosing } from './clockChanges';
import { SHOW_UNTIL_TABLES } from '../db/migrations/0011_show_until';
import { RECORDED_AS } from './parts';

/** An instant as the wire writes it (UTC, ISO 8601), or null for none or one that cannot be read. */
function instant(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function newest(...values: (string | null)[]): string | null {
  return values.reduce<string | null>(
    (found, value) => (value !== null && (found === null || value > found) ? value : found),
    null,
  );
}

/**
 * When each part of the site last changed (a few small reads: the recorded changes, the newest
 * complaint event, the newest tender closing and "show until" expiry), and the site's newest
 * recorded change.
 */
export async function readLastUpdated(db: Db, now = new Date()): Promise<LastUpdatedWire> {
  const recorded = new Map<string, string | null>(
    (await db.selectFrom('content_change').select(['part', 'changed_at']).execute()).map(
      ({ part, changed_at }) => [part, instant(changed_at)],
    ),
  );
  // Rows written other than through the API (the demo's seed, an import) before any change was
  // recorded: the newest of them is when the part last changed.
  for (const table of Object.values(RECORDED_AS)) {
    // The holidays and the policy pages have no created_at: their changes are all recorded.
    if (table !== 'holiday' && table !== 'policy_page' && !recorded.has(table)) {
      recorded.set(table, await newestCreated(db, table));
    }
  }
  const { newestEvent } = await db
    .selectFrom('complaint_event')
    .select((eb) => eb.fn.max('at').as('newestEvent'))
    .executeTakeFirstOrThrow();
  // What the clock alone changed: a tender closing, an item's "show until" day ending.
  const byClock = new Map<string, string | null>([['tender', await newestTenderClosing(db, now)]]);
  for (const table of SHOW_UNTIL_TABLES) byClock.set(table, await newestExpiry(db, table, now));
  const parts = Object.fromEntries(
    LAST_UPDATED_PARTS.map((part): [LastUpdatedPart, string | null] => {
      if (part === 'complaints') return [part, instant(newestEvent as string | null)];
      const changed = recorded.get(RECORDED_AS[part]) ?? null;
      return [part, newest(changed, byClock.get(RECORDED_AS[part]) ?? null)];
    }),
  ) as LastUpdatedWire['parts'];
  return { site: newest(...recorded.values()), parts };
}

async function newestCreated(db: Db, table: SectionTable): Promise<string | null> {
  const { created } = await db
    .selectFrom(table)
    .select(sql<string | null>`max(created_at)`.as('created'))
    .executeTakeFirstOrThrow();
  return instant(created);
}

/** The newest change of several parts, or null when none has changed. */
export function newestOf(
  answer: LastUpdatedWire,
  parts: readonly LastUpdatedPart[],
): string | null {
  return newest(...parts.map((part) => answer.parts[part]));
}
