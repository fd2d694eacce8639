import { sql, type Kysely, type Migration } from 'kysely';

/*
 * When each part of the site last changed (issue 20, GIGW "Last updated on <date>"): one row per
 * section table (and the holiday calendar), written in the transaction of every create, update
 * and delete. Rows know only when they were created, and a delete leaves no row at all, so the
 * change itself is what is kept. Existing sites start from their newest created_at, so that
 * their pages name a sensible date at once; a part with no rows has no change yet.
 * The public complaints' newest change is their newest event: an index on its time makes that
 * one step rather than a read of every event.
 */
export const CHANGED_TABLES = [
  'employee',
  'about',
  'slider',
  'latest_news',
  'notice',
  'circular',
  'office_order',
  'tender',
  'gallery',
  'press_release',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of this moment only
type AnyDb = Kysely<any>;

export function contentChanges(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('content_change')
        .addColumn('part', 'text', (column) => column.primaryKey())
        .addColumn('changed_at', 'text', (column) => column.notNull())
        .execute();
      for (const table of CHANGED_TABLES) {
        const { newest } = await db
          .selectFrom(table)
          .select(sql<string | null>`max(created_at)`.as('newest'))
          .executeTakeFirstOrThrow();
        if (newest) {
          await db
            .insertInto('content_change')
            .values({ part: table, changed_at: newest })
            .execute();
        }
      }
      await sql`create index complaint_event_at on complaint_event (at)`.execute(db);
    },
  };
}
