import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/databases';
import { backup } from './backup';
import type { CommandIo } from './backupFiles';

describe.each(testDatabases())('backup command on %s', (dialect) => {
  const extension = dialect === 'sqlite' ? 'sqlite' : 'pgdump';
  let database: TestDatabase;
  /** DATA_DIR: the SQLite database's own folder, or a folder of this test's for PostgreSQL. */
  let dataDir: string;
  let elsewhere: string;
  let said: string[];
  let complaints: string[];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
    await database.db
      .insertInto('latest_news')
      .values({ title: 'Water supply', description: '', created_at: '2026-01-01T00:00:00.000Z' })
      .execute();
  });
  afterAll(() => database.drop());
  beforeEach(() => {
    dataDir = database.target.databaseUrl
      ? mkdtempSync(path.join(tmpdir(), 'council-data-'))
      : database.target.dataDir;
    elsewhere = mkdtempSync(path.join(tmpdir(), 'council-elsewhere-'));
    said = [];
    complaints = [];
  });
  afterEach(() => {
    rmSync(path.join(dataDir, 'backups'), { recursive: true, force: true });
    if (database.target.databaseUrl) rmSync(dataDir, { recursive: true, force: true });
    rmSync(elsewhere, { recursive: true, force: true });
  });

  const io = (env: Record<string, string> = {}): CommandIo => ({
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      ...(database.target.databaseUrl ? { DATABASE_URL: database.target.databaseUrl } : {}),
      ...env,
    },
    cwd: elsewhere,
    say: (line) => said.push(line),
    complain: (line) => complaints.push(line),
  });

  it('writes DATA_DIR/backups/council-<time>, for its owner only, and says where', async () => {
    expect(await backup([], io())).toBe(0);
    const folder = path.join(dataDir, 'backups');
    const [name, ...others] = readdirSync(folder);
    expect(others).toEqual([]);
    expect(name).toMatch(
      new RegExp(`^council-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.${extension}$`),
    );
    const file = path.join(folder, name ?? '');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(complaints).toEqual([]);
    expect(said).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Backed up the (SQLite|PostgreSQL) database .* into ${file} \\(\\d+(\\.\\d)? KB\\)\\.$`,
        ),
      ),
    ]);
  });

  it('writes to the file given, read from where the command was typed', async () => {
    expect(await backup(['nightly/copy'], io())).toBe(0);
    const file = path.join(elsewhere, 'nightly', 'copy');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it('names the file itself in a folder given', async () => {
    expect(await backup([elsewhere], io())).toBe(0);
    expect(readdirSync(elsewhere)).toEqual([expect.stringMatching(new RegExp(`\\.${extension}$`))]);
  });

  it('never writes over a file', async () => {
    const file = path.join(elsewhere, 'kept');
    writeFileSync(file, 'an older backup');
    expect(await backup([file], io())).toBe(1);
    expect(complaints).toEqual([
      `${file} already exists: give another name, or move it away first.`,
    ]);
    expect(readFileSync(file, 'utf8')).toBe('an older backup');
  });

  it.each([
    [['one', 'two'], /Give at most one path/],
    [['--to', 'x'], /Unknown option '--to'/],
  ])('refuses %j with a clear message', async (args, message) => {
    expect(await backup(args, io())).toBe(1);
    expect(complaints.join('\n')).toMatch(message);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', async () => {
    expect(await backup([], io({ DATABASE_URL: 'mysql://council' }))).toBe(1);
    expect(complaints).toEqual([
      'DATABASE_URL must start with postgres:// (unset it to use SQLite).',
    ]);
  });

  if (dialect === 'sqlite') {
    it('refuses a DATA_DIR without a database, writing nothing', async () => {
      expect(await backup([], io({ DATA_DIR: elsewhere }))).toBe(1);
      expect(complaints).toEqual([
        `There is no database at ${path.join(elsewhere, 'council.sqlite')}: check DATA_DIR. Nothing was written.`,
      ]);
      expect(readdirSync(elsewhere)).toEqual([]);
    });
  } else {
    it('says pg_dump is missing when it is not on PATH, and leaves no file', async () => {
      expect(await backup([elsewhere], io({ PATH: elsewhere }))).toBe(1);
      expect(complaints).toEqual([
        expect.stringMatching(/^pg_dump was not found: install PostgreSQL's client programs/),
      ]);
      expect(readdirSync(elsewhere)).toEqual([]);
    });

    it("passes on pg_dump's reason when the database cannot be read, and leaves no file", async () => {
      const url = new URL(database.target.databaseUrl ?? '');
      url.pathname = '/no_such_council';
      expect(await backup([elsewhere], io({ DATABASE_URL: url.toString() }))).toBe(1);
      expect(complaints).toEqual([
        expect.stringMatching(/^pg_dump failed \(exit 1\): .*"no_such_council" does not exist/s),
      ]);
      expect(readdirSync(elsewhere)).toEqual([]);
    });
  }
});
