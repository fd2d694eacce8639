import { sql, type Kysely, type Migration } from 'kysely';

/*
 * The website policies and help pages (issue 20, GIGW 3.0): a row holds an admin's text of one
 * page; a page without a row shows its default text, which names the configured council (so a
 * fresh site, or a council that changes its address, needs no row). Going back to the default
 * deletes the row. The default texts are published from the moment this migration runs: that is
 * their "Last updated on" date (GIGW asks every content page for one) until an admin saves one.
 * The keys are @council/contract's POLICY_PAGES, repeated here as they are now:
 * a migration never changes once released.
 */
const KEYS = [
  'copyright-policy',
  'hyperlinking-policy',
  'terms-of-use',
  'disclaimer',
  'accessibility-statement',
  'content-archival-policy',
  'help',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of this moment only
type AnyDb = Kysely<any>;

export function policyPages(): Migration {
  return {
    async up(db: AnyDb) {
      const keys = sql.join(KEYS.map((key) => sql.lit(key)));
      await db.schema
        .createTable('policy_page')
        .addColumn('key', 'text', (c) => c.primaryKey().check(sql`key in (${keys})`))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('title_hindi', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body_hindi', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('account.id').onDelete('set null'))
        .execute();
      await db
        .insertInto('content_change')
        .values({ part: 'policy_page', changed_at: new Date().toISOString() })
        .execute();
    },
  };
}
