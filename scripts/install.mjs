// Installs the dependencies when they are missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './run.mjs';

/** Why an install is needed, or undefined when node_modules matches package-lock.json. */
export function installReason(root = repoRoot) {
  const modules = path.join(root, 'node_modules');
  // npm writes this copy of the lockfile last, at the end of every install.
  const installed = path.join(modules, '.package-lock.json');
  if (!existsSync(modules)) return 'node_modules is missing';
  if (!existsSync(installed)) return 'node_modules was not made by npm install';
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
    return 'package-lock.json changed since the last install';
  }
  return undefined;
}

/**
 * `npm install`, never `npm ci`: a lockfile made here leaves out some packages of other
 * platforms that this registry lacks, and `npm ci` refuses it (ARCHITECTURE.md).
 */
export async function ensureInstalled() {
  const reason = installReason();
  if (!reason) return 0;
  console.log(`Installing dependencies (${reason}): npm install`);
  return run('npm', ['install']);
}
