import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/databases';
import { migrateTo } from '../migrate';
import { allMigrations } from '.';

/** Why the database refused a write ('' if it did not). */
const refusal = (write: Promise<unknown>) =>
  write.then(
    () => '',
    (error: unknown) => String((error as { message?: unknown }).message),
  );

describe.each(testDatabases())('migration 0010 (feedback) on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    // The migration just before this one, whichever that is now.
    const names = Object.keys(allMigrations(dialect));
    await migrateTo(database.db, dialect, names[names.indexOf('0010_feedback') - 1] ?? '');
  });
  afterEach(() => database.drop());

  const message = (page: string) => ({
    name: 'Sunita Kumari',
    email: 'sunita@example.com',
    subject: 'Street light',
    message: 'The light near the temple is out.',
    // A value the type does not allow, to see the database refuse it.
    page: page as 'contact',
    received_at: '2026-03-01T09:00:00.000Z',
    handled_at: null,
    handled_by: null,
  });

  it('adds an empty feedback table, a new message with no phone, project or handling', async () => {
    expect(await migrateTo(database.db, dialect, '0010_feedback')).toEqual(['0010_feedback']);
    const { db } = database;
    expect(await db.selectFrom('feedback').selectAll().execute()).toEqual([]);
    await db.insertInto('feedback').values(message('feedback')).execute();
    expect(
      await db
        .selectFrom('feedback')
        .select(['id', 'phone', 'project', 'page', 'handled_at', 'handled_by'])
        .execute(),
    ).toEqual([
      { id: 1, phone: '', project: '', page: 'feedback', handled_at: null, handled_by: null },
    ]);
  });

  it('keeps the pages a message may come from, and refuses a handler who has no account', async () => {
    await migrateTo(database.db, dialect, '0010_feedback');
    const { db } = database;
    expect(await refusal(db.insertInto('feedback').values(message('contact')).execute())).toBe('');
    expect(await refusal(db.insertInto('feedback').values(message('home')).execute())).toMatch(
      /check/i,
    );
    const handled = { ...message('contact'), handled_at: '2026-03-02T09:00:00Z', handled_by: 99 };
    expect(await refusal(db.insertInto('feedback').values(handled).execute())).toMatch(
      /foreign key/i,
    );
  });
});
