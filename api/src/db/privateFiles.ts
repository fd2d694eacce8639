import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * The council's data (accounts, password hashes, complaints with phone numbers) and the token
 * secret are for the API's own user alone (issue 18): folders 0700, files 0600. The modes are
 * set explicitly, since mkdir and open only narrow them by the process's umask, which a
 * service manager may have left at 0 or 022.
 */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** Creates the folder (and its parents) for the API alone; a folder already there is left as is. */
export function makePrivateFolder(folder: string): void {
  const created = mkdirSync(folder, { recursive: true, mode: FOLDER_MODE });
  if (created !== undefined) chmodSync(folder, FOLDER_MODE);
}

/** Creates the file, empty, for the API alone, or narrows an existing one to 0600. */
export function makePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', FILE_MODE));
  narrowToOwner(file);
}

/** Narrows an existing file to 0600; one owned by another user keeps the mode its owner chose. */
export function narrowToOwner(file: string): void {
  try {
    chmodSync(file, FILE_MODE);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOENT') throw error;
  }
}
