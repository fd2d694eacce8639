// --keep-data DIR: the filled database kept in a folder between runs, with a note of what was
// filled, so a second run measures without filling again (filling takes minutes).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NOTE = 'bench-volume.json';

/** The fill recorded in `dir` (null when the folder is new or empty); refuses a mismatch. */
export function readKeptFill(dir, scale) {
  if (!existsSync(dir) || readdirSync(dir).length === 0) {
    mkdirSync(dir, { recursive: true });
    return null;
  }
  const note = path.join(dir, NOTE);
  if (!existsSync(note)) {
    throw new Error(
      `bench: ${dir} holds data but no finished fill (${NOTE}): delete it or choose another folder`,
    );
  }
  const fill = JSON.parse(readFileSync(note, 'utf8'));
  if (fill.scale !== scale) {
    throw new Error(`bench: ${dir} was filled at --volume-scale ${fill.scale}, not ${scale}`);
  }
  return fill;
}

export function writeKeptFill(dir, fill) {
  writeFileSync(path.join(dir, NOTE), `${JSON.stringify(fill, null, 2)}\n`);
}

/** The folder's size on disk in MB (du). */
export function diskMb(dir) {
  const result = spawnSync('du', ['-sm', dir], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.split(/\s/)[0]) : null;
}
