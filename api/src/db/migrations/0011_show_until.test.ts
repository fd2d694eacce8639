import { sql } from 'kysely';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/databases';
import { migrateTo } from '../migrate';
import { SHOW_UNTIL_TABLES } from './0011_show_until';

type Table = (typeof SHOW_UNTIL_TABLES)[number];

const at = '2026-01-05T10:00:00.000Z';
/** One row of each table as a site at migration 0010 holds it. */
const ROWS: Record<Table, Record<string, unknown>> = {
  notice: { title: 'Water supply', issue_date: '2026-01-05', created_at: at },
  circular: { title: 'Leave rules', department: 'Health', created_at: at },
  office_order: { title: 'Transfer', description: 'Clerk', created_at: at },
  latest_news: { title: 'Tanker', description: 'Ward 3', created_at: at, title_hindi: 'टैंकर' },
  press_release: { title: 'Budget', release_date: '2026-01-04', created_at: at },
};

describe.each(testDatabases())('migration 0011 (show until) on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await migrateTo(database.db, dialect, '0010_feedback');
  });
  afterEach(() => database.drop());

  // The rows' types are the schema of today; at 0010 the column is not there yet.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of that moment
  const db = () => database.db as any;
  const rowsOf = (table: Table): Promise<Record<string, unknown>[]> =>
    db().selectFrom(table).selectAll().orderBy('id').execute();

  it('keeps every stored row as it was, shown with no end (null)', async () => {
    const before: Partial<Record<Table, Record<string, unknown>[]>> = {};
    for (const table of SHOW_UNTIL_TABLES) {
      await db().insertInto(table).values(ROWS[table]).execute();
      before[table] = await rowsOf(table);
    }
    expect(await migrateTo(database.db, dialect, '0011_show_until')).toEqual(['0011_show_until']);
    for (const table of SHOW_UNTIL_TABLES) {
      expect({ table, rows: await rowsOf(table) }).toEqual({
        table,
        rows: before[table]?.map((row) => ({ ...row, show_until: null })),
      });
    }
  });

  it('stores a date and compares it as text, as the lists do', async () => {
    await migrateTo(database.db, dialect, '0011_show_until');
    for (const table of SHOW_UNTIL_TABLES) {
      for (const showUntil of ['2026-11-30', '2027-01-01', null]) {
        await db()
          .insertInto(table)
          .values({ ...ROWS[table], show_until: showUntil })
          .execute();
      }
      const current = await db()
        .selectFrom(table)
        .select('show_until')
        .where(sql<boolean>`show_until is null or show_until >= ${'2026-12-01'}`)
        .orderBy('id')
        .execute();
      expect({ table, current }).toEqual({
        table,
        current: [{ show_until: '2027-01-01' }, { show_until: null }],
      });
    }
  });
});
