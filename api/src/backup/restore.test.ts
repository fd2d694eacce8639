import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/databases';
import { backup } from './backup';
import type { CommandIo } from './backupFiles';
import { restore } from './restore';

describe.each(testDatabases())('restore command on %s', (dialect) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let folder: string;
  /** A backup of `source`, which holds one news item: 'Water supply'. */
  let file: string;
  let said: string[] = [];
  let complaints: string[] = [];

  const envOf = (database: TestDatabase) => ({
    PATH: process.env.PATH,
    DATA_DIR: database.target.dataDir,
    ...(database.target.databaseUrl ? { DATABASE_URL: database.target.databaseUrl } : {}),
  });
  const io = (env: Record<string, string | undefined>): CommandIo => ({
    env,
    cwd: folder,
    say: (line) => said.push(line),
    complain: (line) => complaints.push(line),
  });
  const newsTitles = async (db: Db) =>
    (await db.selectFrom('latest_news').select('title').orderBy('id').execute()).map(
      (row) => row.title,
    );

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'council-restore-'));
    source = await createTestDatabase(dialect);
    await migrateToLatest(source.db, dialect);
    await addNews(source.db, 'Water supply');
    file = path.join(folder, 'council.backup');
    expect(await backup([file], io(envOf(source)))).toBe(0);
  });
  afterAll(async () => {
    await source.drop();
    rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    target = await createTestDatabase(dialect);
    said = [];
    complaints = [];
  });
  afterEach(() => target.drop());

  it('restores into an empty database, and says what went where', async () => {
    expect(await restore(['council.backup'], io(envOf(target)))).toBe(0);
    expect(complaints).toEqual([]);
    expect(said).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Restored ${file} \\(\\d+(\\.\\d)? KB\\) into the (SQLite|PostgreSQL) database `,
        ),
      ),
    ]);
    expect(await newsTitles(target.db)).toEqual(['Water supply']);
  });

  it('refuses a database that holds data, and replaces it with --force', async () => {
    await migrateToLatest(target.db, dialect);
    await addNews(target.db, 'Written after the backup');
    await target.db.destroy();

    expect(await restore([file], io(envOf(target)))).toBe(1);
    expect(complaints).toEqual([
      expect.stringMatching(/ already holds (a database|tables): restoring would replace/),
    ]);
    expect(complaints[0]).toMatch(/Run again with --force/);

    expect(await restore([file, '--force'], io(envOf(target)))).toBe(0);
    const reopened = reopen(target);
    try {
      expect(await newsTitles(reopened)).toEqual(['Water supply']);
    } finally {
      await reopened.destroy();
    }
  });

  it('refuses while anything has the database open, as a running API does', async () => {
    await migrateToLatest(target.db, dialect);
    await addNews(target.db, 'Kept');
    // The connection stays open, as the API's does between requests.
    for (const args of [[file], [file, '--force']]) {
      complaints = [];
      expect(await restore(args, io(envOf(target)))).toBe(1);
      expect(complaints).toEqual([
        expect.stringMatching(
          /is the API running on it\? Stop every API process .*Nothing was restored\.$/,
        ),
      ]);
    }
    expect(await newsTitles(target.db)).toEqual(['Kept']);
  });

  it.each([
    [[], /Give one backup file/],
    [['a', 'b'], /Give one backup file/],
    [['council.backup', '--yes'], /Unknown option '--yes'/],
    [['missing.backup'], /There is no backup file at .*missing\.backup\./],
    [['.'], /There is no backup file at /],
  ])('refuses %j with a clear message', async (args, message) => {
    expect(await restore(args, io(envOf(target)))).toBe(1);
    expect(complaints.join('\n')).toMatch(message);
  });

  it('refuses a file that is not a backup', async () => {
    writeFileSync(path.join(folder, 'notes.txt'), 'not a database at all');
    expect(await restore(['notes.txt'], io(envOf(target)))).toBe(1);
    expect(complaints).toEqual([
      `${path.join(folder, 'notes.txt')} is not a backup made by npm run backup (neither an SQLite database nor a pg_dump custom-format file). Nothing was restored.`,
    ]);
  });

  it('refuses a backup of the other kind of database, saying which setting decides', async () => {
    const other = dialect === 'sqlite' ? 'PGDMP\u0001\u000e' : 'SQLite format 3\u0000';
    writeFileSync(path.join(folder, 'other.backup'), other.padEnd(64, '\u0000'));
    expect(await restore(['other.backup'], io(envOf(target)))).toBe(1);
    expect(complaints).toEqual([
      expect.stringMatching(
        dialect === 'sqlite' ? /but DATABASE_URL is not set/ : /but DATABASE_URL is set/,
      ),
    ]);
  });

  if (dialect === 'sqlite') {
    it('makes a DATA_DIR that is not there yet, for its owner only', async () => {
      const dataDir = path.join(target.target.dataDir, 'new', 'data');
      expect(await restore([file], io({ DATA_DIR: dataDir }))).toBe(0);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'council.sqlite')).mode & 0o777).toBe(0o600);
    });

    it('replaces a damaged database only with --force', async () => {
      await target.db.destroy();
      const damaged = path.join(target.target.dataDir, 'council.sqlite');
      writeFileSync(
        damaged,
        'SQLite format 3\u0000 and then nothing that makes sense'.padEnd(8192, '?'),
      );
      writeFileSync(`${damaged}-wal`, 'a log that belongs to no database');

      expect(await restore([file], io(envOf(target)))).toBe(1);
      expect(complaints).toEqual([
        `${damaged} is there but cannot be read as a database: restoring would replace it. Run again with --force to replace it.`,
      ]);
      expect(await restore([file, '--force'], io(envOf(target)))).toBe(0);
      const reopened = reopen(target);
      try {
        expect(await newsTitles(reopened)).toEqual(['Water supply']);
      } finally {
        await reopened.destroy();
      }
    });

    it('refuses an SQLite database that is not the council’s', async () => {
      const stranger = await createTestDatabase('sqlite');
      try {
        await stranger.db.schema.createTable('t').addColumn('x', 'integer').execute();
        await stranger.db.destroy();
        const strange = path.join(stranger.target.dataDir, 'council.sqlite');
        expect(await restore([strange], io(envOf(target)))).toBe(1);
        expect(complaints).toEqual([
          `${strange} is an SQLite database but not the council's. Nothing was restored.`,
        ]);
      } finally {
        await stranger.drop();
      }
    });
  }
});

async function addNews(db: Db, title: string) {
  await db
    .insertInto('latest_news')
    .values({ title, description: '', created_at: new Date().toISOString() })
    .execute();
}

/** A connection of its own to a target whose first one was closed. */
function reopen(database: TestDatabase): Db {
  return openDatabase(database.target).db;
}
