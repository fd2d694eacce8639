import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/databases';
import { migrateTo } from '../migrate';
import { allMigrations } from '.';

/** Why the database refused a write ('' if it did not). */
const refusal = (write: Promise<unknown>) =>
  write.then(
    () => '',
    (error: unknown) => String((error as { message?: unknown }).message),
  );

describe.each(testDatabases())('migration 0012 (policy pages) on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    // The migration just before this one, whichever that is now.
    const names = Object.keys(allMigrations(dialect));
    await migrateTo(database.db, dialect, names[names.indexOf('0012_policy_pages') - 1] ?? '');
  });
  afterEach(() => database.drop());

  const page = (key: string) => ({
    // A value the type does not allow, to see the database refuse it.
    key: key as 'disclaimer',
    title: 'Disclaimer',
    body: 'The council takes care.',
    updated_at: '2026-03-01T09:00:00.000Z',
    updated_by: null,
  });

  it('adds an empty table: every page shows its default text until an admin saves one', async () => {
    expect(await migrateTo(database.db, dialect, '0012_policy_pages')).toEqual([
      '0012_policy_pages',
    ]);
    const { db } = database;
    expect(await db.selectFrom('policy_page').selectAll().execute()).toEqual([]);
    await db.insertInto('policy_page').values(page('disclaimer')).execute();
    expect(
      await db.selectFrom('policy_page').select(['key', 'title_hindi', 'body_hindi']).execute(),
    ).toEqual([{ key: 'disclaimer', title_hindi: '', body_hindi: '' }]);
  });

  it('keeps one row a page, only of the known pages, saved by an account that exists', async () => {
    await migrateTo(database.db, dialect, '0012_policy_pages');
    const { db } = database;
    expect(await refusal(db.insertInto('policy_page').values(page('help')).execute())).toBe('');
    expect(await refusal(db.insertInto('policy_page').values(page('help')).execute())).toMatch(
      /unique|duplicate/i,
    );
    expect(await refusal(db.insertInto('policy_page').values(page('cookies')).execute())).toMatch(
      /check/i,
    );
    const byNobody = { ...page('terms-of-use'), updated_by: 99 };
    expect(await refusal(db.insertInto('policy_page').values(byNobody).execute())).toMatch(
      /foreign key/i,
    );
  });
});
