import { sql } from 'kysely';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/databases';
import { migrateTo } from '../migrate';

describe.each(testDatabases())('migration 0009 (content changes) on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await migrateTo(database.db, dialect, '0008_account_language');
  });
  afterEach(() => database.drop());

  const addNews = (title: string, created_at: string) =>
    database.db
      .insertInto('latest_news')
      .values({ title, description: '', created_at, title_hindi: null, description_hindi: null })
      .execute();

  it('starts each section that has rows from its newest, and the others from nothing', async () => {
    const { db } = database;
    await addNews('Older', '2026-01-05T09:00:00.000Z');
    await addNews('Newest', '2026-02-07T10:30:00.000Z');
    await addNews('Middle', '2026-01-20T08:00:00.000Z');
    expect(await migrateTo(db, dialect, '0009_content_changes')).toEqual(['0009_content_changes']);
    expect(await db.selectFrom('content_change').selectAll().execute()).toEqual([
      { part: 'latest_news', changed_at: '2026-02-07T10:30:00.000Z' },
    ]);
  });

  it('keeps one row per part', async () => {
    const { db } = database;
    await migrateTo(db, dialect, '0009_content_changes');
    const add = (changed_at: string) =>
      db.insertInto('content_change').values({ part: 'notice', changed_at }).execute();
    await add('2026-01-05T09:00:00.000Z');
    // The message, not the error: it comes from the database driver, outside the test's realm.
    const refusal = await add('2026-01-06T09:00:00.000Z').then(
      () => '',
      (error: unknown) => String((error as { message?: unknown }).message),
    );
    expect(refusal).toMatch(/unique|primary|duplicate/i);
  });

  it('indexes complaint events by time, for the newest complaint change', async () => {
    await migrateTo(database.db, dialect, '0009_content_changes');
    const names =
      dialect === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index'`
        : sql<{ name: string }>`select indexname as name from pg_indexes`;
    const { rows } = await names.execute(database.db);
    expect(rows.map(({ name }) => name)).toContain('complaint_event_at');
  });
});
