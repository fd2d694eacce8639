import { sql } from 'kysely';
import { createAccount } from './accounts/accountStore';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { makePdf } from './demo/sampleFiles';
import { listeningUrl, runApi } from './testing/apiProcess';
import { createTestDatabase, testDatabases, type TestDatabase } from './testing/databases';
import { multipart } from './testing/multipart';
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
    const acknowledged: { kind: 'news' | 'notice'; id: number; title: string }[] = [];
    try {
      const url = await listeningUrl(api);
      const login = await fetch(`${url}/api/Account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@council.local', password: TEST_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const authorization = `Bearer ${token}`;

      const create = async (n: number) => {
        const title = `Item ${n}`;
        const kind = n % 2 === 0 ? 'news' : 'notice';
        const request =
          kind === 'news'
            ? {
                path: 'latest-news',
                body: JSON.stringify({ id: 0, title, description: 'stream' }),
                headers: { 'content-type': 'application/json' },
              }
            : (() => {
                const form = multipart([
                  { name: 'Notice.Id', value: '0' },
                  { name: 'Notice.title', value: title },
                  {
                    name: 'DocumentFile',
                    filename: 'n.pdf',
                    content: makePdf(title),
                    type: 'application/pdf',
                  },
                ]);
                return { path: 'notice', body: form.payload, headers: form.headers };
              })();
        const response = await fetch(`${url}/api/Admin/${request.path}`, {
          method: 'POST',
          headers: { ...request.headers, authorization },
          body: request.body,
        });
        if (response.status === 201) {
          const saved = (await response.json()) as { id: number };
          acknowledged.push({ kind, id: saved.id, title });
        }
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
      for (const item of acknowledged) {
        const table = item.kind === 'news' ? 'latest_news' : 'notice';
        const row = await db
          .selectFrom(table)
          .select(['title'])
          .where('id', '=', item.id)
          .executeTakeFirst();
        expect(row?.title).toBe(item.title);
      }
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
