// The npm workspaces of the repository, in the order the root package.json lists them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './run.mjs';

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** [{ name, dir, scripts }] for every workspace folder that has a package.json. */
export function listWorkspaces(root = repoRoot) {
  const patterns = readJson(path.join(root, 'package.json')).workspaces ?? [];
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = readJson(path.join(root, dir, 'package.json'));
      return { name: pkg.name, dir: path.join(root, dir), scripts: pkg.scripts ?? {} };
    });
}
