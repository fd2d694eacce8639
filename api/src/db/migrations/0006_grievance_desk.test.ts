import { dueDate } from '@council/contract/complaint-rules';
import { sql } from 'kysely';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/databases';
import { ensureLookups } from '../../testing/fixtures';
import { migrateTo } from '../migrate';

/** Why the database refused a write ('' if it did not): the check, key or constraint named. */
const refusal = (write: Promise<unknown>) =>
  write.then(
    () => '',
    (error: unknown) => String((error as { message?: unknown }).message),
  );

const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'role',
  'created_at',
  'name',
  'mobile',
  'email_verified_at',
  'disabled_at',
] as const;

describe.each(testDatabases())('migration 0006 (grievance desk) on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await migrateTo(database.db, dialect, '0005_people_accounts');
  });
  afterEach(() => database.drop());

  /** Accounts, sessions and complaints as a site at migration 0005 has them. */
  async function arrangeSiteAt0005() {
    const { db } = database;
    const account = (email: string, role: 'admin' | 'user', name: string) =>
      db
        .insertInto('account')
        .values({
          email,
          password_hash: 'scrypt$hash',
          role,
          created_at: '2025-11-03T09:00:00.000Z',
          name,
          mobile: role === 'user' ? '9876543210' : '',
          email_verified_at: '2025-11-03T09:05:00.000Z',
          disabled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const admin = (await account('admin@council.local', 'admin', 'Asha')).id;
    const citizen = (await account('citizen@council.local', 'user', 'Chandan')).id;
    await db
      .insertInto('account_session')
      .values({ id: 'session-1', account_id: citizen, created_at: '2025-11-04T00:00:00Z' })
      .execute();
    const lookups = await ensureLookups(db);
    const complaint = (status: string, entry: string, actionDate: string | null) =>
      db
        .insertInto('complaint')
        .values({
          ...lookups,
          account_id: citizen,
          suggestion: 'Fix the light',
          landmark: 'Temple',
          additional_information: 'Dark',
          status,
          entry_date: entry,
          action_by: actionDate ? 'Ward office' : null,
          action_date: actionDate,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const open = (await complaint('Open', '2025-12-05T04:30:00.000Z', null)).id;
    const resolved = (
      await complaint('Resolved', '2025-12-01T04:30:00.000Z', '2025-12-03T06:00:00.000Z')
    ).id;
    await db
      .insertInto('complaint_reminder')
      .values({ complaint_id: open, message: 'Any news?', created_at: '2025-12-20T00:00:00Z' })
      .execute();
    return { admin, citizen, open, resolved };
  }

  const accounts = () =>
    database.db.selectFrom('account').select(ACCOUNT_COLUMNS).orderBy('id').execute();

  it('keeps every account and complaint, and starts each history with its filing', async () => {
    const { open, resolved, citizen } = await arrangeSiteAt0005();
    const before = await accounts();
    expect(await migrateTo(database.db, dialect, '0006_grievance_desk')).toEqual([
      '0006_grievance_desk',
    ]);
    expect(await accounts()).toEqual(before);
    const events = await database.db
      .selectFrom('complaint_event')
      .select(['complaint_id', 'kind', 'at', 'actor_account_id', 'actor_role', 'to_status'])
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      {
        complaint_id: open,
        kind: 'file',
        at: '2025-12-05T04:30:00.000Z',
        actor_account_id: citizen,
        actor_role: 'user',
        to_status: 'Open',
      },
      {
        complaint_id: resolved,
        kind: 'file',
        at: '2025-12-01T04:30:00.000Z',
        actor_account_id: citizen,
        actor_role: 'user',
        to_status: 'Open',
      },
      {
        complaint_id: resolved,
        kind: 'recorded',
        at: '2025-12-03T06:00:00.000Z',
        actor_account_id: null,
        actor_role: 'system',
        to_status: 'Resolved',
      },
    ]);
    const complaints = await database.db
      .selectFrom('complaint')
      .select(['id', 'status', 'due_date', 'version', 'status_changed_at', 'resolved_at'])
      .select(['suggestion', 'action_by', 'reopen_count', 'citizen_text_hidden'])
      .orderBy('id')
      .execute();
    expect(complaints).toEqual([
      {
        id: open,
        status: 'Open',
        due_date: dueDate(new Date('2025-12-05T04:30:00.000Z'), 7, new Set()),
        version: 1,
        status_changed_at: '2025-12-05T04:30:00.000Z',
        resolved_at: null,
        suggestion: 'Fix the light',
        action_by: null,
        reopen_count: 0,
        citizen_text_hidden: 0,
      },
      {
        id: resolved,
        status: 'Resolved',
        due_date: dueDate(new Date('2025-12-01T04:30:00.000Z'), 7, new Set()),
        version: 1,
        status_changed_at: '2025-12-03T06:00:00.000Z',
        resolved_at: '2025-12-03T06:00:00.000Z',
        suggestion: 'Fix the light',
        action_by: 'Ward office',
        reopen_count: 0,
        citizen_text_hidden: 0,
      },
    ]);
    // A Friday plus seven working days (one Sunday between) is the next Saturday.
    expect(complaints[0]?.due_date).toBe('2025-12-13');
    const reminders = await database.db.selectFrom('complaint_reminder').selectAll().execute();
    expect(reminders).toMatchObject([{ complaint_id: open, message: 'Any news?' }]);
  });

  it('accepts role officer afterwards, and no other new role', async () => {
    await arrangeSiteAt0005();
    await migrateTo(database.db, dialect, '0006_grievance_desk');
    const officer = (role: string, email: string) =>
      database.db
        .insertInto('account')
        .values({
          email,
          password_hash: 'none',
          role: role as 'officer',
          created_at: '2026-01-01T00:00:00Z',
          name: 'Ravi',
          mobile: '',
          email_verified_at: null,
          disabled_at: null,
          designation: 'Sanitary Inspector',
        })
        .execute();
    await expect(officer('officer', 'officer@council.local')).resolves.toBeDefined();
    expect(await refusal(officer('root', 'root@council.local'))).toMatch(/check constraint/i);
    // The rebuilt table keeps its unique email.
    expect(await refusal(officer('officer', 'admin@council.local'))).toMatch(/unique constraint/i);
    const designations = await database.db
      .selectFrom('account')
      .select(['role', 'designation'])
      .orderBy('id')
      .execute();
    expect(designations).toEqual([
      { role: 'admin', designation: '' },
      { role: 'user', designation: '' },
      { role: 'officer', designation: 'Sanitary Inspector' },
    ]);
  });

  it('leaves the foreign keys to accounts intact', async () => {
    const { citizen } = await arrangeSiteAt0005();
    await migrateTo(database.db, dialect, '0006_grievance_desk');
    if (dialect === 'sqlite') {
      expect((await sql`pragma foreign_key_check`.execute(database.db)).rows).toEqual([]);
      expect((await sql`pragma foreign_keys`.execute(database.db)).rows).toEqual([
        { foreign_keys: 1 },
      ]);
    }
    const session = (accountId: number, id: string) =>
      database.db
        .insertInto('account_session')
        .values({ id, account_id: accountId, created_at: '2026-01-01T00:00:00Z' })
        .execute();
    await expect(session(citizen, 'session-2')).resolves.toBeDefined();
    expect(await refusal(session(999_999, 'session-3'))).toMatch(/foreign key constraint/i);
    expect(
      await refusal(database.db.deleteFrom('account').where('id', '=', citizen).execute()),
    ).toMatch(/foreign key constraint/i);
  });
});
