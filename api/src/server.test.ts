import { countAccounts } from './accounts/accountStore';
import { DEFAULT_TOKEN_LIFE_SECONDS, DEFAULT_TRAFFIC_LIMITS, type Config } from './config';
import { openDatabase } from './db/database';
import { DEFAULT_SERVER_TIMEOUTS } from './http/timeouts';
import { startServer } from './server';
import { createTestDatabase, testDatabases, type TestDatabase } from './testing/databases';
import { TEST_SECRET } from './testing/testApp';

describe.each(testDatabases())('the running server on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.drop());

  const config = (demo: boolean): Config => ({
    host: '127.0.0.1',
    port: 0,
    dataDir: database.target.dataDir,
    databaseUrl: database.target.databaseUrl,
    jwtSecret: TEST_SECRET,
    demo,
    demoPassword: 'demo-password',
    corsOrigins: [],
    logLevel: 'silent',
    trustProxy: false,
    limits: { imageBytes: 1024 * 1024, documentBytes: 1024 * 1024 },
    traffic: DEFAULT_TRAFFIC_LIMITS,
    mail: {
      smtpUrl: undefined,
      from: 'x@test',
      siteUrl: 'http://localhost:3000',
      councilName: 'Test',
      councilNameHindi: '',
      complaintPrefix: 'TST',
      contact: { address: 'Test', addressHindi: '', email: 'x@test', phone: '1' },
    },
    tokenLifeSeconds: DEFAULT_TOKEN_LIFE_SECONDS,
    timeouts: DEFAULT_SERVER_TIMEOUTS,
  });
  const accounts = async () => {
    const { db } = openDatabase(database.target);
    try {
      return await countAccounts(db);
    } finally {
      await db.destroy();
    }
  };
  const signIn = (url: string, email: string) =>
    fetch(`${url}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-password' }),
    });

  it('creates no account by itself outside demo mode', async () => {
    const server = await startServer(config(false));
    await server.stop();
    expect(await accounts()).toBe(0);
  });

  it('creates the three demo accounts once in demo mode', async () => {
    const server = await startServer(config(true));
    try {
      const admin = await signIn(server.url, 'admin@demo.local');
      const officer = await signIn(server.url, 'officer@demo.local');
      const citizen = await signIn(server.url, 'citizen@demo.local');
      expect([admin.status, officer.status, citizen.status]).toEqual([200, 200, 200]);
    } finally {
      await server.stop();
    }
    await (await startServer(config(true))).stop();
    expect(await accounts()).toBe(3);
  });

  it('finishes a request in flight when stopped, then refuses new ones', async () => {
    const server = await startServer(config(true));
    // A sign-in takes a while (scrypt): stop the server while it runs.
    const inFlight = signIn(server.url, 'admin@demo.local');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = server.stop();
    expect((await inFlight).status).toBe(200);
    await stopped;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
