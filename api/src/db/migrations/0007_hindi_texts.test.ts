import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/databases';
import { migrateTo } from '../migrate';
import { HINDI_TEXT_COLUMNS } from './0007_hindi_texts';

type Table = keyof typeof HINDI_TEXT_COLUMNS;

const at = '2026-01-05T10:00:00.000Z';
/** One row of each table as a site at migration 0006 holds it. */
const ROWS: Record<Table, Record<string, unknown>> = {
  notice: {
    title: 'Water supply',
    description: 'Ward 4',
    issue_date: '2026-01-05',
    created_at: at,
  },
  circular: { title: 'Leave rules', description: null, department: 'Health', created_at: at },
  office_order: { title: 'Transfer', description: 'Clerk', department: null, created_at: at },
  latest_news: { title: 'Tanker', description: 'Ward 3', created_at: at },
  tender: {
    ...{ tender_no: 'T-1', title: 'Road repair', description: 'Ward 7' },
    ...{ publish_date: '2026-01-05', last_date_of_submission: '2026-01-20', status: 'Active' },
    created_at: at,
  },
  press_release: { title: 'Budget', description: null, release_date: '2026-01-04', created_at: at },
  gallery: { title: 'Fair', description: 'Chhath ghat', created_at: at },
  slider: { created_at: at },
  about: { name: 'Our council', description: 'Since 1962', created_at: at },
  employee: {
    ...{ name: 'Asha Devi', designation: 'Chairman', email_address: 'chair@council.in' },
    ...{ show_on_home_page: 1, created_at: at },
  },
};
const TABLES = Object.keys(HINDI_TEXT_COLUMNS) as Table[];

describe.each(testDatabases())('migration 0007 (Hindi texts) on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await migrateTo(database.db, dialect, '0006_grievance_desk');
  });
  afterEach(() => database.drop());

  // The rows' types are the schema of today; at 0006 the Hindi columns are not there yet.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of that moment
  const db = () => database.db as any;
  const rowsOf = (table: Table): Promise<Record<string, unknown>[]> =>
    db().selectFrom(table).selectAll().orderBy('id').execute();

  it('keeps every stored row as it was, its Hindi texts not filled (null)', async () => {
    const before: Partial<Record<Table, Record<string, unknown>[]>> = {};
    for (const table of TABLES) {
      await db().insertInto(table).values(ROWS[table]).execute();
      before[table] = await rowsOf(table);
    }
    expect(await migrateTo(database.db, dialect, '0007_hindi_texts')).toEqual(['0007_hindi_texts']);
    for (const table of TABLES) {
      const none = Object.fromEntries(HINDI_TEXT_COLUMNS[table].map((column) => [column, null]));
      expect({ table, rows: await rowsOf(table) }).toEqual({
        table,
        rows: before[table]?.map((row) => ({ ...row, ...none })),
      });
    }
  });

  it('stores Devanagari as written, joiners included, in each new column', async () => {
    await migrateTo(database.db, dialect, '0007_hindi_texts');
    // ZWJ and ZWNJ choose a conjunct's form: they must come back byte for byte.
    const hindi = 'जलापूर्ति बाधित: क्\u200dष, क्\u200cष';
    for (const table of TABLES) {
      const texts = Object.fromEntries(HINDI_TEXT_COLUMNS[table].map((column) => [column, hindi]));
      await db()
        .insertInto(table)
        .values({ ...ROWS[table], ...texts })
        .execute();
      const [row] = await db().selectFrom(table).select(HINDI_TEXT_COLUMNS[table]).execute();
      expect({ table, row }).toEqual({ table, row: texts });
    }
  });
});
