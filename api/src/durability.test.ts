import { sql } from 'kysely';
import { createAccount } from './accounts/accountStore';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { listeningUrl, runApi } from './testing/apiProcess';
import { createTestDatabase, testDatabases, type TestDatabase } from './testing/databases';
import {
  adminTokenOf,
  createContent,
  storedTitle,
  type ContentWrite,
} from './testing/contentWrites';
import { TEST_PASSWORD, TEST_SECRET } from './testing/testApp';

/**
 * Issue 3, item 10: the API process is killed (SIGKILL) in the middle of a stream of creates;
 * every create that was answered with success must be there after a restart, whole.
 */
describe.each(testDatabases())('durability on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
    await createAccount(database.db, {
      email: 'admin@council.local',
      role: 'admin',
      password: TEST_PASSWORD,
    });
  });
  afterAll(() => database.drop());

  const env = () => ({
    DATA_DIR: database.target.dataDir,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'info',
    ...(database.target.databaseUrl ? { DATABASE_URL: database.target.databaseUrl } : {}),
  });

  it('keeps every answered create after SIGKILL, and restarts intact', async () => {
    const api = runApi(env());
    const acknowledged: ContentWrite[] = [];
    try {
      const url = await listeningUrl(api);
      const token = await adminTokenOf(url);
      const create = async (n: number) => {
        const write = await createContent(url, token, n, 'stream');
        if (!('failure' in write)) acknowledged.push(write);
      };

      // Four writers at a time; the process is killed once 30 creates have been answered.
      let next = 0;
      const writer = async () => {
        while (next < 400) {
          const n = next++;
          if (n === 0) continue;
          if (acknowledged.length >= 30 && !api.child.killed) api.child.kill('SIGKILL');
          await create(n).catch(() => undefined);
        }
      };
      await Promise.all([writer(), writer(), writer(), writer()]);
      await api.exited;
    } finally {
      api.child.kill('SIGKILL');
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    const { db } = openDatabase(database.target);
    try {
      if (dialect === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      }
      for (const item of acknowledged) expect(await storedTitle(db, item)).toBe(item.title);
      // Every stored notice has its document: no half-written create.
      const orphans = await db
        .selectFrom('notice')
        .select('id')
        .where('document_file_id', 'is', null)
        .execute();
      expect(orphans).toEqual([]);
    } finally {
      await db.destroy();
    }

    const restarted = runApi(env());
    try {
      const url = await listeningUrl(restarted);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const notices = (await (await fetch(`${url}/api/Public/notice`)).json()) as {
        title: string;
      }[];
      const expected = acknowledged
        .filter((item) => item.kind === 'notice')
        .map((item) => item.title);
      expect(notices.map((notice) => notice.title)).toEqual(expect.arrayContaining(expected));
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    } finally {
      restarted.child.kill('SIGKILL');
    }
  }, 90_000);
});
