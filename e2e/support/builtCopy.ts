// A copy of an app's built folder, changed as a team's next deployment would be (its screens.json,
// say): no source, no build, only the files the app's server serves.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TMP_ROOT } from './redeploy';
import type { AppName } from './site';

export class BuiltCopy {
  readonly dir: string;

  constructor(readonly app: AppName) {
    this.dir = path.join(TMP_ROOT, `${app}-built-${process.pid}`);
  }

  /** Copies the folder the app is served from now. */
  create(from: string): this {
    this.remove();
    cpSync(from, this.dir, { recursive: true });
    return this;
  }

  /** Changes a JSON file of the copy. */
  editJson<T>(file: string, change: (value: T) => void): void {
    const full = path.join(this.dir, file);
    const value = JSON.parse(readFileSync(full, 'utf8')) as T;
    change(value);
    writeFileSync(full, `${JSON.stringify(value, null, 2)}\n`);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
