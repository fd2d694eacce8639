import type { Kysely, Migration } from 'kysely';

/*
 * An optional "show until" date on the items that leave the current lists by date (issue 20,
 * GIGW 3.0 archive): 'yyyy-MM-dd' text like the other dates, null for an item shown until it is
 * deleted. Tenders need none: they leave the active list at their last date of submission.
 * A plain nullable column, so that every stored row stays as it was (current).
 */
export const SHOW_UNTIL_TABLES = [
  'notice',
  'circular',
  'office_order',
  'latest_news',
  'press_release',
] as const;

export function showUntil(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of SHOW_UNTIL_TABLES) {
        await db.schema.alterTable(table).addColumn('show_until', 'text').execute();
      }
    },
  };
}
