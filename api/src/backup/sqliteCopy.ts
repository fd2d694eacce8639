import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { makePrivateFile, makePrivateFolder } from '../db/privateFiles';
import { BackupRefusal, SQLITE_FILE } from './backupFiles';

/**
 * Pages copied per step of SQLite's online backup: all of them. One step reads one snapshot,
 * so the copy is consistent; the API's writers go on meanwhile (WAL lets a reader and a writer
 * work at once). Smaller steps would start over each time the API wrote between them.
 */
const ALL_PAGES = 0x7fffffff;

/** DATA_DIR's SQLite database, which must be there to be backed up. */
export function liveSqliteFile(dataDir: string): string {
  const live = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(live)) {
    throw new BackupRefusal(
      `There is no database at ${live}: check DATA_DIR. Nothing was written.`,
    );
  }
  return live;
}

/** The SQLite database into a new file (writeNewFile's partial), checked whole. */
export async function backupSqlite(live: string, partial: string): Promise<string> {
  const source = new SqliteDatabase(live, { fileMustExist: true, timeout: 5000 });
  try {
    await source.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(partial, { fileMustExist: true });
  try {
    // One self-contained file: the copy keeps no write-ahead log beside it.
    copy.pragma('journal_mode = DELETE');
    checkWhole(copy, partial);
  } finally {
    copy.close();
  }
  return `the SQLite database ${live}`;
}

/**
 * A backup file into DATA_DIR's database. SQLite's backup API writes it under SQLite's own
 * locks and in one transaction, so an interruption leaves the old database as it was, and a
 * write-ahead log left by a stopped API is read before it is replaced, never mixed in.
 */
export async function restoreSqlite(file: string, dataDir: string, force: boolean) {
  const backup = openBackup(file);
  try {
    const target = path.join(dataDir, SQLITE_FILE);
    makePrivateFolder(dataDir);
    const state = existsSync(target) ? targetState(target) : 'empty';
    if (state !== 'empty' && !force) {
      throw new BackupRefusal(
        `${target} ${state === 'data' ? 'already holds a database' : 'is there but cannot be read as a database'}: restoring would replace it. Run again with --force to replace it.`,
      );
    }
    // A damaged database is not opened again: it goes, with any log it left, for a new file.
    if (state === 'unreadable') {
      for (const old of [target, `${target}-wal`, `${target}-shm`]) rmSync(old, { force: true });
    }
    // Made before SQLite opens it, as the API makes it: SQLite gives its journals its mode.
    makePrivateFile(target);
    await backup.backup(target, { progress: () => ALL_PAGES });
    return `the SQLite database ${target}`;
  } finally {
    backup.close();
  }
}

function openBackup(file: string): SqliteDatabase.Database {
  const backup = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    checkWhole(backup, file);
    const council = backup
      .prepare("select 1 from sqlite_schema where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!council) {
      throw new BackupRefusal(
        `${file} is an SQLite database but not the council's. Nothing was restored.`,
      );
    }
    return backup;
  } catch (error) {
    backup.close();
    throw error;
  }
}

function checkWhole(database: SqliteDatabase.Database, file: string): void {
  let rows: { integrity_check: string }[];
  try {
    rows = database.pragma('integrity_check') as { integrity_check: string }[];
  } catch (error) {
    throw new BackupRefusal(`${file} cannot be read as a database: ${(error as Error).message}.`);
  }
  if (rows.length !== 1 || rows[0]?.integrity_check !== 'ok') {
    throw new BackupRefusal(`${file} fails SQLite's integrity check: ${rows[0]?.integrity_check}`);
  }
}

/**
 * What DATA_DIR's database holds, refused when anything has it open. Every open connection to
 * a database in WAL mode holds a shared lock, the API's too, even idle: so an exclusive lock
 * taken at once, without waiting, means no one has it open. SQLite takes the lock before it
 * reads the file, so a damaged file still says whether it is in use.
 */
function targetState(target: string): 'empty' | 'data' | 'unreadable' {
  const probe = new SqliteDatabase(target, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    const table = probe.prepare("select 1 from sqlite_schema where type = 'table'").get();
    probe.exec('COMMIT');
    return table === undefined ? 'empty' : 'data';
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'SQLITE_BUSY') {
      throw new BackupRefusal(
        `${target} is in use: is the API running on it? Stop every API process first. Nothing was restored.`,
      );
    }
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) return 'unreadable';
    throw error;
  } finally {
    probe.close();
  }
}
