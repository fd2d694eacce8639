import { CompiledQuery, sql, type Compilable } from 'kysely';
import { complaintsQuery, selectComplaintRows } from '../../complaints/complaintWire';
import { officialsQuery, inOfficialsOrder } from '../../employees/officials';
import { ADMIN_SECTIONS } from '../../routes';
import { sectionRowsQuery } from '../../sections/sectionStore';
import { tenderSection } from '../../tenders/tenderSection';
import { tenderStateFilter } from '../../tenders/tenderState';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/databases';
import type { Db } from '../database';
import { migrateToLatest } from '../migrate';

/** How the database would read a query's first page: its plan, one line per step. */
async function planOf(database: TestDatabase, query: Compilable<unknown>): Promise<string[]> {
  const { sql: text, parameters } = query.compile();
  if (database.dialect === 'sqlite') {
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return plan.rows.map((row) => row.detail);
  }
  // An empty table is cheaper to scan and sort than to read by index; only a plan with no
  // index to follow still sorts when both are made to look dear.
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${text}`, [...parameters]),
    );
    return plan.rows.map((row) => row['QUERY PLAN']);
  });
}

const sorts = (plan: string[]) =>
  plan.some((step) => /TEMP B-TREE FOR ORDER BY|(^|->)\s*(Incremental )?Sort\b/.test(step));

type ListQuery = (db: Db) => Compilable<unknown>;
const firstPage = <Query extends { limit(n: number): Query }>(query: Query) => query.limit(20);

/** Every list a screen pages through, as the API reads it. */
const LISTS: [string, ListQuery][] = [
  ...ADMIN_SECTIONS.map((section): [string, ListQuery] => [
    section.table,
    (db) => firstPage(sectionRowsQuery(db, section)),
  ]),
  [
    'tenders still open for bids',
    (db) =>
      firstPage(sectionRowsQuery(db, tenderSection, tenderStateFilter.narrow({ state: 'active' }))),
  ],
  ['officials', (db) => firstPage(inOfficialsOrder(officialsQuery(db, {}).selectAll()))],
  ['complaints', (db) => firstPage(selectComplaintRows(complaintsQuery(db, {})))],
  [
    'complaints by status',
    (db) => firstPage(selectComplaintRows(complaintsQuery(db, { filter: 'Pending' }))),
  ],
  [
    "a citizen's complaints",
    (db) => firstPage(selectComplaintRows(complaintsQuery(db, { accountId: 7 }))),
  ],
  [
    "a citizen's complaints by status",
    (db) => firstPage(selectComplaintRows(complaintsQuery(db, { accountId: 7, filter: 'Open' }))),
  ],
];

describe.each(testDatabases())('migration 0003 (list order indexes) on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
  });
  afterAll(() => database.drop());

  it.each(LISTS)(
    'lets the database read a page of %s in its list order without sorting the table',
    async (name, listQuery) => {
      const plan = await planOf(database, listQuery(database.db));
      expect(plan.length).toBeGreaterThan(0);
      expect({ name, sorts: sorts(plan), plan }).toMatchObject({ name, sorts: false });
    },
  );
});
