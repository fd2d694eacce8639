import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createAccount } from '../accounts/accountStore';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { listeningUrl, runApi, type ApiProcess } from '../testing/apiProcess';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/databases';
import {
  adminTokenOf,
  createContent,
  storedTitle,
  type ContentWrite,
} from '../testing/contentWrites';
import { TEST_PASSWORD, TEST_SECRET } from '../testing/testApp';
import { restore } from './restore';

const API_DIR = path.resolve(__dirname, '../..');

/**
 * Issue 18, point 10: `npm run backup` copies the database while the API keeps taking writes,
 * and `npm run restore` puts the copy into a fresh database on which the API starts with every
 * write that was answered before the backup began, stored files included.
 */
describe.each(testDatabases())('backup during writes on %s', (dialect) => {
  let source: TestDatabase;
  let fresh: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    source = await createTestDatabase(dialect);
    fresh = await createTestDatabase(dialect);
    folder = mkdtempSync(path.join(tmpdir(), 'council-backups-'));
    await migrateToLatest(source.db, dialect);
    await createAccount(source.db, {
      email: 'admin@council.local',
      role: 'admin',
      password: TEST_PASSWORD,
    });
    // From here on only the API has the database open.
    await source.db.destroy();
  });
  afterAll(async () => {
    await source.drop();
    await fresh.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  const envOf = (database: TestDatabase) => ({
    PATH: process.env.PATH ?? '',
    DATA_DIR: database.target.dataDir,
    JWT_SECRET: TEST_SECRET,
    ...(database.target.databaseUrl ? { DATABASE_URL: database.target.databaseUrl } : {}),
  });

  it('restores every write answered before the backup began, whole', async () => {
    const file = path.join(folder, `council.${dialect === 'sqlite' ? 'sqlite' : 'pgdump'}`);
    const api = runApi(envOf(source));
    let before: ContentWrite[] = [];
    const acknowledged: ContentWrite[] = [];
    const failures: string[] = [];
    let backup: { code: number | null; output: string };
    let answeredDuringBackup = 0;
    let restoreOverRunningApi: { code: number; complaints: string[] };
    try {
      const url = await listeningUrl(api);
      const token = await adminTokenOf(url);
      const create = (n: number) => createContent(url, token, n, 'during the backup');
      let writing = true;
      let n = 0;
      const writer = async () => {
        while (writing) {
          const result = await create(++n).catch((error: Error) => ({ failure: error.message }));
          if ('failure' in result) failures.push(result.failure);
          else acknowledged.push(result);
        }
      };
      const writers = [writer(), writer(), writer()];
      while (acknowledged.length < 20 && failures.length === 0) await pause(20);
      before = [...acknowledged];
      backup = await runCommand('src/backup/backup.ts', [file], envOf(source));
      // The site kept answering while the copy was taken, and goes on doing so after it.
      const afterBackup = acknowledged.length;
      answeredDuringBackup = afterBackup - before.length;
      while (acknowledged.length < afterBackup + 3 && failures.length === 0) await pause(20);
      writing = false;
      await Promise.all(writers);
      restoreOverRunningApi = await restoreQuietly(file, envOf(source), folder);
    } finally {
      await stop(api);
    }

    expect(failures).toEqual([]);
    expect(answeredDuringBackup).toBeGreaterThan(0);
    expect(backup.output).toMatch(/Backed up .* into .*council\.\w+ \(\d/);
    expect(backup.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(restoreOverRunningApi).toEqual({
      code: 1,
      complaints: [expect.stringMatching(/is the API running on it\?/)],
    });

    const said: string[] = [];
    const complaints: string[] = [];
    const code = await restore([file], {
      env: envOf(fresh),
      cwd: folder,
      say: (line) => said.push(line),
      complain: (line) => complaints.push(line),
    });
    expect([code, complaints]).toEqual([0, []]);
    expect(said.join('\n')).toMatch(/Restored .*council\.\w+ \(\d.*\) into /);

    if (dialect === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
        fresh.db,
      );
      expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
    }
    for (const write of before) expect(await storedTitle(fresh.db, write)).toBe(write.title);
    for (const write of before.filter((w) => w.kind === 'notice')) {
      expect(await documentIsWhole(fresh.db, write.id)).toBe(true);
    }
    await fresh.db.destroy();

    const restarted = runApi(envOf(fresh));
    try {
      const url = await listeningUrl(restarted);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const notices = (await (await fetch(`${url}/api/Public/notice`)).json()) as {
        title: string;
      }[];
      expect(notices.map((notice) => notice.title)).toEqual(
        expect.arrayContaining(before.filter((w) => w.kind === 'notice').map((w) => w.title)),
      );
    } finally {
      await stop(restarted);
    }
  }, 60_000);
});

async function restoreQuietly(file: string, env: Record<string, string>, cwd: string) {
  const complaints: string[] = [];
  const code = await restore([file, '--force'], {
    env,
    cwd,
    say: () => undefined,
    complain: (line) => complaints.push(line),
  });
  return { code, complaints };
}

/** The notice's document is there with all its bytes, as their digest says. */
async function documentIsWhole(db: Db, noticeId: number): Promise<boolean> {
  const file = await db
    .selectFrom('notice')
    .innerJoin('stored_file', 'stored_file.id', 'notice.document_file_id')
    .select(['stored_file.id', 'stored_file.digest', 'stored_file.byte_size'])
    .where('notice.id', '=', noticeId)
    .executeTakeFirst();
  if (!file) return false;
  const chunks = await db
    .selectFrom('stored_file_chunk')
    .select('bytes')
    .where('file_id', '=', file.id)
    .orderBy('seq')
    .execute();
  const bytes = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.bytes)));
  return (
    bytes.length === Number(file.byte_size) &&
    createHash('sha256').update(bytes).digest('hex') === file.digest
  );
}

/** A command of the api workspace as `npm run` starts it: its own process, from the source. */
function runCommand(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=council-source', '--require', 'tsx/cjs', entry, ...args],
    { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function stop(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null) return;
  api.child.kill('SIGTERM');
  await api.exited;
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
