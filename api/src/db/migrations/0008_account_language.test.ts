import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/databases';
import { ensureLookups } from '../../testing/fixtures';
import { migrateTo, migrateToLatest } from '../migrate';

/** Why the database refused a write ('' if it did not). */
const refusal = (write: Promise<unknown>) =>
  write.then(
    () => '',
    (error: unknown) => String((error as { message?: unknown }).message),
  );

describe.each(testDatabases())('migration 0008 (account language) on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await migrateTo(database.db, dialect, '0007_hindi_texts');
  });
  afterEach(() => database.drop());

  const addAccount = (email: string, language?: string) =>
    database.db
      .insertInto('account')
      .values({
        email,
        password_hash: 'scrypt$hash',
        role: 'user',
        created_at: '2026-01-05T09:00:00.000Z',
        name: 'Chandan',
        mobile: '9876543210',
        email_verified_at: null,
        disabled_at: null,
        // A value the type does not allow, to see the database refuse it.
        ...(language ? { language: language as 'en' } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('gives every stored account and complaint English, the language of all mail until now', async () => {
    const { db } = database;
    const { id: accountId } = await addAccount('citizen@council.local');
    await db
      .insertInto('complaint')
      .values({
        ...(await ensureLookups(db)),
        account_id: accountId,
        suggestion: '',
        landmark: 'Temple',
        additional_information: 'Dark street',
        status: 'Open',
        entry_date: '2026-01-05T10:00:00.000Z',
        action_by: null,
        action_date: null,
      })
      .execute();
    expect(await migrateTo(db, dialect, '0008_account_language')).toEqual([
      '0008_account_language',
    ]);
    expect(await db.selectFrom('account').select('language').execute()).toEqual([
      { language: 'en' },
    ]);
    expect(await db.selectFrom('complaint').select('language').execute()).toEqual([
      { language: 'en' },
    ]);
  });

  it('keeps Hindi and refuses a language the site does not have', async () => {
    await migrateToLatest(database.db, dialect);
    expect(await refusal(addAccount('hindi@council.local', 'hi'))).toBe('');
    expect(await refusal(addAccount('french@council.local', 'fr'))).toMatch(/check/i);
  });
});
