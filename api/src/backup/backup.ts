import { parseArgs } from 'node:util';
import { ConfigError, loadDatabaseTarget } from '../config';
import {
  backupFile,
  BackupRefusal,
  runFromCommandLine,
  readableSize,
  writeNewFile,
  type CommandIo,
} from './backupFiles';
import { backupPostgres } from './postgresCopy';
import { backupSqlite, liveSqliteFile } from './sqliteCopy';

/**
 * `npm run backup [-- FILE|FOLDER]`: a consistent copy of the database the API uses (DATA_DIR's
 * SQLite file, or DATABASE_URL's PostgreSQL database), taken while the site runs. Stored files
 * are in the database, so the copy holds them too. Without a path it goes to
 * DATA_DIR/backups/council-<UTC time>.sqlite (or .pgdump).
 */
const USAGE = 'Usage: npm run backup [-- <file or folder>]';

/** Returns the process exit code: 0 written, 1 refused or failed (with a sentence saying why). */
export async function backup(args: string[], io: CommandIo): Promise<number> {
  try {
    const given = readDestination(args);
    const target = loadDatabaseTarget(io.env);
    const dialect = target.databaseUrl ? 'postgres' : 'sqlite';
    const live = target.databaseUrl ? undefined : liveSqliteFile(target.dataDir);
    const file = backupFile(given, io.cwd, target.dataDir, dialect);
    let copied = '';
    const size = await writeNewFile(file, target.dataDir, async (partial) => {
      copied = live
        ? await backupSqlite(live, partial)
        : await backupPostgres(target.databaseUrl ?? '', partial, io.env);
    });
    io.say(`Backed up ${copied} into ${file} (${readableSize(size)}).`);
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusal || error instanceof ConfigError) {
      io.complain(error.message);
      return 1;
    }
    throw error;
  }
}

function readDestination(args: string[]): string | undefined {
  try {
    const { positionals } = parseArgs({ args, options: {}, allowPositionals: true, strict: true });
    if (positionals.length > 1) throw new BackupRefusal(`Give at most one path.\n${USAGE}`);
    return positionals[0];
  } catch (error) {
    if (error instanceof BackupRefusal) throw error;
    throw new BackupRefusal(`${(error as Error).message}\n${USAGE}`);
  }
}

if (require.main === module) runFromCommandLine(backup, 'Could not back up');
