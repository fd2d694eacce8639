import { findAccountByEmail } from '../accounts/accountStore';
import { verifyPassword } from '../auth/passwords';
import { openDatabase } from '../db/database';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/databases';
import { addAccount, type AddAccountIo } from './addAccount';

describe.each(testDatabases())('add-account command on %s', (dialect) => {
  let database: TestDatabase;
  let said: string[];
  let complaints: string[];
  let prompted: number;

  const io = (env: Record<string, string> = {}): AddAccountIo => ({
    env: {
      DATA_DIR: database.target.dataDir,
      ...(database.target.databaseUrl ? { DATABASE_URL: database.target.databaseUrl } : {}),
      ...env,
    },
    readPassword: async () => {
      prompted += 1;
      return 'typed-in-password';
    },
    say: (line) => said.push(line),
    complain: (line) => complaints.push(line),
  });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());
  beforeEach(() => {
    said = [];
    complaints = [];
    prompted = 0;
  });

  const stored = async (email: string) => {
    const { db } = openDatabase(database.target);
    try {
      return await findAccountByEmail(db, email);
    } finally {
      await db.destroy();
    }
  };

  it('adds an admin with the password from ACCOUNT_PASSWORD, on a fresh database', async () => {
    const code = await addAccount(
      ['--email', 'Clerk@Council.local', '--role', 'admin'],
      io({ ACCOUNT_PASSWORD: 'from-the-environment' }),
    );
    expect([code, said, complaints, prompted]).toEqual([
      0,
      ['Added admin account clerk@council.local.'],
      [],
      0,
    ]);
    const account = await stored('clerk@council.local');
    expect(account?.role).toBe('admin');
    expect(await verifyPassword('from-the-environment', account?.password_hash ?? '')).toBe(true);
  });

  it('stores the name given with --name, trimmed', async () => {
    const code = await addAccount(
      ['--email', 'named@council.local', '--role', 'admin', '--name', '  Sunita Devi '],
      io({ ACCOUNT_PASSWORD: 'from-the-environment' }),
    );
    expect(code).toBe(0);
    const account = await stored('named@council.local');
    const { db } = openDatabase(database.target);
    try {
      const row = await db
        .selectFrom('account')
        .select('name')
        .where('id', '=', account?.id ?? 0)
        .executeTakeFirst();
      expect(row?.name).toBe('Sunita Devi');
    } finally {
      await db.destroy();
    }
  });

  it('makes a grievance officer', async () => {
    expect(await addAccount(['--email', 'officer@council.local', '--role', 'officer'], io())).toBe(
      0,
    );
    expect((await stored('officer@council.local'))?.role).toBe('officer');
  });

  it('asks for the password when ACCOUNT_PASSWORD is not set', async () => {
    expect(await addAccount(['--email', 'citizen@council.local', '--role', 'user'], io())).toBe(0);
    expect(prompted).toBe(1);
    const account = await stored('citizen@council.local');
    expect(await verifyPassword('typed-in-password', account?.password_hash ?? '')).toBe(true);
  });

  it.each([
    [['--email', 'clerk@council.local', '--role', 'admin'], /already exists/],
    [['--email', 'not-an-email', '--role', 'admin'], /not an email address/],
    [['--email', 'new@council.local', '--role', 'superuser'], /role must be admin or user/],
    [['--email', 'new@council.local'], /Both --email and --role/],
    [['--mail', 'new@council.local'], /Unknown option/],
    [
      ['--email', 'new@council.local', '--role', 'admin', '--name', 'x'.repeat(101)],
      /name must have at most 100 characters/,
    ],
  ])('refuses %j with a clear message', async (args, message) => {
    expect(await addAccount(args, io({ ACCOUNT_PASSWORD: 'long-enough' }))).toBe(1);
    expect(complaints.join('\n')).toMatch(message);
  });

  it('refuses a short password', async () => {
    const code = await addAccount(
      ['--email', 'new@council.local', '--role', 'user'],
      io({ ACCOUNT_PASSWORD: 'short' }),
    );
    expect(code).toBe(1);
    expect(complaints).toEqual(['The password must have at least 8 characters.']);
    expect(await stored('new@council.local')).toBeUndefined();
  });
});
