// Small helpers shared by the repository's scripts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A tool installed in the repository (npx is set not to install anything here). */
export function bin(name) {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

/** True when the calling module is the script node was started with. */
export function isMain(importMetaUrl) {
  return Boolean(process.argv[1]) && importMetaUrl === pathToFileURL(process.argv[1]).href;
}

/**
 * Runs a command with the terminal as its output; resolves to its exit code. With a `prefix`,
 * each line it prints starts with it, so that commands running side by side can be told apart.
 */
export function run(command, args, { cwd = repoRoot, env = process.env, prefix } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: prefix ? 'pipe' : 'inherit' });
    if (prefix) {
      prefixLines(child.stdout, process.stdout, prefix);
      prefixLines(child.stderr, process.stderr, prefix);
    }
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    // 'close', not 'exit': a prefixed command's last lines are written by then.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function prefixLines(from, to, prefix) {
  let partial = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) to.write(`${prefix}${line}\n`);
  });
  from.on('end', () => {
    if (partial) to.write(`${prefix}${partial}\n`);
  });
}
