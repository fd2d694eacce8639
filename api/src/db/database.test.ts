import { chmodSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Runs `work` with the loosest umask, so that only modes set on purpose can pass. */
async function withOpenUmask<T>(work: () => Promise<T>): Promise<T> {
  const umask = process.umask(0);
  try {
    return await work();
  } finally {
    process.umask(umask);
  }
}

// Issue 18, point 8: accounts and complaints are for the API's user alone.
describe('the SQLite folder and files', () => {
  it('are created 0700 and 0600 whatever the umask, the WAL and its index included', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'council-db-')), 'data');
    const { db } = await withOpenUmask(async () => {
      const opened = openDatabase({ dataDir });
      await migrateToLatest(opened.db, 'sqlite');
      return opened;
    });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      const files = readdirSync(dataDir);
      expect(files).toEqual(
        expect.arrayContaining(['council.sqlite', 'council.sqlite-wal', 'council.sqlite-shm']),
      );
      for (const file of files) {
        expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
      }
    } finally {
      await db.destroy();
    }
  });

  it('narrows the files of an older install, left readable by all, to 0600', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'council-db-'));
    const file = path.join(dataDir, 'council.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const { db } = openDatabase({ dataDir });
    try {
      await migrateToLatest(db, 'sqlite');
      expect(modeOf(file)).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });
});
