import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_FILE } from '@council/first-screen';

/** The server bundle of the built app in `root`, or null when its build has none. */
export function loadServerBundle<T>(root: string): T | null {
  const file = path.join(root, SERVER_FILE);
  if (!existsSync(file)) return null;
  // A bundle that is there but does not load is a broken build: the server must not start.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file, found at run time
  return require(file) as T;
}

/** The folder an absolute address is in, ending in '/'; null for an address on this site only. */
export function folderOf(address: string): string | null {
  try {
    const url = new URL('./', address);
    return ['http:', 'https:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
