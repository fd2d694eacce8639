import { createAccount } from '../accounts/accountStore';
import { migrateToLatest } from '../db/migrate';
import { DEFAULT_LOGIN_LIMITS, SignInLimits } from './signInLimits';
import { listeningUrl, runApi, type ApiProcess } from '../testing/apiProcess';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/databases';
import { TEST_PASSWORD, TEST_SECRET } from '../testing/testApp';

const ADMIN = 'admin@council.local';
// Two people as the proxy in front of the API names them (TRUST_PROXY=loopback).
const OFFICE = '198.51.100.20';
const GUESSER = '203.0.113.7';
// A carrier-grade NAT (RFC 6598): many citizens behind one address.
const NAT = '100.64.0.1';

/**
 * Issue 18, point 9: a council outgrowing one machine runs several API processes on one
 * database. Two real API processes share it here: what one writes the other reads, a token from
 * one works on the other, and the sign-in limit holds across both. On PostgreSQL when
 * TEST_DATABASE_URL is set, and on one SQLite file too (WAL lets two processes share it).
 */
describe.each(testDatabases())('two API processes on one %s database', (dialect) => {
  let database: TestDatabase;
  let processes: ApiProcess[] = [];
  let first = '';
  let second = '';

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
    await createAccount(database.db, { email: ADMIN, role: 'admin', password: TEST_PASSWORD });
    const env = {
      DATA_DIR: database.target.dataDir,
      JWT_SECRET: TEST_SECRET,
      TRUST_PROXY: 'loopback',
      // Each process would otherwise serve a list it has read for 2 s.
      PAGE_CACHE_MS: '0',
      ...(database.target.databaseUrl ? { DATABASE_URL: database.target.databaseUrl } : {}),
    };
    processes = [runApi(env), runApi(env)];
    const urls = await Promise.all(processes.map((api) => listeningUrl(api)));
    [first = '', second = ''] = urls;
  }, 60_000);

  afterAll(async () => {
    for (const api of processes) api.child.kill('SIGTERM');
    await Promise.all(processes.map((api) => api.exited));
    await database.drop();
  });

  const signIn = (url: string, from: string, password: string, email = ADMIN) =>
    fetch(`${url}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    });

  it('reads through one what was written through the other, with a token from either', async () => {
    const login = await signIn(first, OFFICE, TEST_PASSWORD);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const created = await fetch(`${second}/api/Admin/latest-news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: 0, title: 'Water supply on Sunday', description: 'Ward 4' }),
    });
    expect(created.status).toBe(201);

    const news = (await (await fetch(`${first}/api/Public/latest-news`)).json()) as {
      title: string;
    }[];
    expect(news.map((item) => item.title)).toContain('Water supply on Sunday');

    // A sign-out through the second ends the token on the first.
    const logout = await fetch(`${second}/api/Account/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBeLessThan(300);
    const after = await fetch(`${first}/api/Admin/latest-news`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });

  it('holds the sign-in limit across both: failures through either count together', async () => {
    // Ten failures (the limit per email and address), half through each process.
    for (let i = 0; i < 10; i++) {
      const wrong = await signIn(i % 2 === 0 ? first : second, GUESSER, `guess-${i}`);
      expect(wrong.status).toBe(401);
    }
    for (const url of [first, second]) {
      const locked = await signIn(url, GUESSER, TEST_PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another client behind the same proxy still signs in, on either process.
    expect((await signIn(second, OFFICE, TEST_PASSWORD)).status).toBe(200);
  });

  it('slows an address by its failures through either, and never holds it (issue 26)', async () => {
    const timed = async (url: string, from: string, password: string, email?: string) => {
      const started = Date.now();
      const response = await signIn(url, from, password, email);
      return { status: response.status, ms: Date.now() - started };
    };
    // DEFAULT_LOGIN_LIMITS: 80 failures from an address on any emails make it wait 2 s, 100 make
    // it wait 3 s. 98 are counted as the API counts them; one more through each process.
    const counts = new SignInLimits(database.db, DEFAULT_LOGIN_LIMITS);
    for (let i = 0; i < 98; i++) await counts.recordFailure(`person${i}@x.local`, NAT);
    expect((await signIn(first, NAT, 'guess', 'one@x.local')).status).toBe(401);
    expect((await signIn(second, NAT, 'guess', 'two@x.local')).status).toBe(401);

    // Each process waits the 3 s that the failures through both earned (2 s had it seen only
    // its own), and then signs the right password in: the address is slowed, not held.
    for (const url of [first, second]) {
      const slowed = await timed(url, NAT, TEST_PASSWORD);
      expect(slowed.status).toBe(200);
      expect(slowed.ms).toBeGreaterThanOrEqual(3000 - 5);
      expect(slowed.ms).toBeLessThan(10_000);
    }
  }, 60_000);
});
