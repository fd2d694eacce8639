import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import { makePrivateFile, makePrivateFolder, narrowToOwner } from './privateFiles';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseTarget {
  /** postgres://... ; undefined selects SQLite. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file council.sqlite. */
  dataDir: string;
}

export interface OpenDatabase {
  db: Db;
  dialect: DialectName;
}

/** Opens the configured database: PostgreSQL when a URL is given, else the SQLite file. */
export function openDatabase(target: DatabaseTarget): OpenDatabase {
  if (target.databaseUrl) {
    return { db: openPostgres(target.databaseUrl), dialect: 'postgres' };
  }
  return { db: openSqlite(path.join(target.dataDir, 'council.sqlite')), dialect: 'sqlite' };
}

function openPostgres(connectionString: string): Db {
  const pool = new Pool({ connectionString, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function openSqlite(file: string): Db {
  makePrivateFolder(path.dirname(file));
  // Made before SQLite opens it: SQLite gives the WAL and its index the database file's mode.
  makePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) narrowToOwner(companion);
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; FULL sync makes an answered write survive a crash
  // or power cut; the busy timeout makes a second process wait instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Whether the database answers; used by the health check. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.selectFrom('account').select('id').limit(1).execute();
    return true;
  } catch {
    return false;
  }
}
