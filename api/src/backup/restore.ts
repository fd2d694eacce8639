import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadDatabaseTarget } from '../config';
import {
  backupKind,
  BackupRefusal,
  readableSize,
  runFromCommandLine,
  type CommandIo,
} from './backupFiles';
import { restorePostgres } from './postgresCopy';
import { restoreSqlite } from './sqliteCopy';

/**
 * `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back into the
 * database the API is configured for (DATA_DIR's SQLite file, or DATABASE_URL's database).
 * It refuses while anything has that database open (stop the API first), and refuses to
 * replace a database that holds data unless given --force.
 */
const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

/** Returns the process exit code: 0 restored, 1 refused or failed (with a sentence saying why). */
export async function restore(args: string[], io: CommandIo): Promise<number> {
  try {
    const { given, force } = readOptions(args);
    const file = path.resolve(io.cwd, given);
    const size = backupSize(file);
    const target = loadDatabaseTarget(io.env);
    const kind = backupKind(file);
    let restoredInto: string;
    if (target.databaseUrl) {
      checkKind(kind, 'postgres', file);
      restoredInto = await restorePostgres(file, target.databaseUrl, force, io.env);
    } else {
      checkKind(kind, 'sqlite', file);
      restoredInto = await restoreSqlite(file, target.dataDir, force);
    }
    io.say(`Restored ${file} (${readableSize(size)}) into ${restoredInto}.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusal || error instanceof ConfigError) {
      io.complain(error.message);
      return 1;
    }
    throw error;
  }
}

function readOptions(args: string[]): { given: string; force: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new BackupRefusal(`${(error as Error).message}\n${USAGE}`);
  }
  const [given, ...more] = parsed.positionals;
  if (!given || more.length > 0) throw new BackupRefusal(`Give one backup file.\n${USAGE}`);
  return { given, force: parsed.values.force === true };
}

function backupSize(file: string): number {
  try {
    const stat = statSync(file);
    if (stat.isFile()) return stat.size;
  } catch {
    // Said below, as for a folder.
  }
  throw new BackupRefusal(`There is no backup file at ${file}.`);
}

/** A backup goes back only into the kind of database it came from. */
function checkKind(kind: 'sqlite' | 'postgres' | undefined, wanted: string, file: string): void {
  if (kind === wanted) return;
  if (kind === 'sqlite') {
    throw new BackupRefusal(
      `${file} is an SQLite backup, but DATABASE_URL is set: unset it to restore into DATA_DIR's SQLite database.`,
    );
  }
  if (kind === 'postgres') {
    throw new BackupRefusal(
      `${file} is a PostgreSQL backup, but DATABASE_URL is not set: set it to the database to restore into.`,
    );
  }
  throw new BackupRefusal(
    `${file} is not a backup made by npm run backup (neither an SQLite database nor a pg_dump custom-format file). Nothing was restored.`,
  );
}

if (require.main === module) runFromCommandLine(restore, 'Could not restore');
