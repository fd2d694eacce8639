import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import type { Env } from '../config';
import type { DialectName } from '../db/database';
import { makePrivateFolder } from '../db/privateFiles';

/** What the backup and restore commands are given and how they speak, as add-account's. */
export interface CommandIo {
  env: Env;
  /** Where the operator typed the command: a relative FILE is read from here. */
  cwd: string;
  say(line: string): void;
  complain(line: string): void;
}

/** The command will not go on, for a reason the operator can act on; nothing was changed. */
export class BackupRefusal extends Error {}

/**
 * Runs `command` as npm runs it (in api/): a path the operator gives is meant from where they
 * typed the command (INIT_CWD); the process ends with the command's exit code.
 */
export function runFromCommandLine(
  command: (args: string[], io: CommandIo) => Promise<number>,
  failure: string,
): void {
  command(process.argv.slice(2), {
    env: process.env,
    cwd: process.env.INIT_CWD || process.cwd(),
    say: (line) => console.log(line),
    complain: (line) => console.error(line),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${failure}:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

/** The API's SQLite file in DATA_DIR (src/db/database.ts opens the same name). */
export const SQLITE_FILE = 'council.sqlite';

/** Where backups go when no path is given: inside DATA_DIR, which holds the database too. */
export const BACKUP_FOLDER = 'backups';

const EXTENSIONS: Record<DialectName, string> = { sqlite: 'sqlite', postgres: 'pgdump' };

/**
 * The file a backup is written to: the path given, a timestamped name in the folder given, or
 * a timestamped name in DATA_DIR/backups. The time is UTC, so that names sort in order and a
 * change of clocks never gives two backups one name.
 */
export function backupFile(
  given: string | undefined,
  cwd: string,
  dataDir: string,
  dialect: DialectName,
  now = new Date(),
): string {
  const name = `council-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.${EXTENSIONS[dialect]}`;
  if (given === undefined) return path.join(dataDir, BACKUP_FOLDER, name);
  const file = path.resolve(cwd, given);
  return isFolder(file) ? path.join(file, name) : file;
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Writes a new file readable by its owner only, in a folder that only its owner can open when
 * this creates it (and always for DATA_DIR/backups, which is ours). The content goes to a
 * `.partial` file first and takes its name only once whole, so that an interrupted backup
 * never looks like one. Returns the file's size in bytes.
 */
export async function writeNewFile(
  file: string,
  dataDir: string,
  write: (partial: string) => Promise<void>,
): Promise<number> {
  const folder = path.dirname(file);
  makePrivateFolder(folder);
  if (folder === path.join(dataDir, BACKUP_FOLDER)) chmodSync(folder, 0o700);
  if (existsSync(file)) {
    throw new BackupRefusal(`${file} already exists: give another name, or move it away first.`);
  }
  const partial = `${file}.partial`;
  try {
    // 'wx': a .partial left by a backup that is still running is not taken over.
    closeSync(openSync(partial, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new BackupRefusal(
      `${partial} exists: another backup to this name is running, or one was interrupted (then delete it).`,
    );
  }
  try {
    await write(partial);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return statSync(file).size;
}

/** What kind of backup a file is, by its first bytes. */
export function backupKind(file: string): DialectName | undefined {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  // pg_dump's custom format; its plain SQL format cannot be read by pg_restore.
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

/** A size as a person reads it: "812 bytes", "35.2 KB", "4.1 MB". */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toFixed(1)} ${units[unit]}`;
}
