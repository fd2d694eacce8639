// A throwaway copy of a remote inside the repository (so node_modules resolve from the root),
// changed and built on its own, as a team would build a new version of its remote.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eRoot, repoRoot, type AppName } from './site';

export const TMP_ROOT = path.join(e2eRoot, '.tmp');

export class RemoteCopy {
  readonly dir: string;

  constructor(readonly app: AppName) {
    // One folder per run, so that two runs in one checkout do not build into each other.
    this.dir = path.join(TMP_ROOT, `${app}-${process.pid}`);
  }

  get dist(): string {
    return path.join(this.dir, 'dist');
  }

  /** Where the copy's source came from: the last commit, or the working tree without git. */
  source: 'HEAD' | 'working tree' = 'HEAD';

  /**
   * Copies src, package.json, webpack.config.js and screens.json, and a tsconfig re-pointed at
   * the root's.
   * The source is the last commit's: the working tree may be half-way through someone's edit
   * (this checkout is shared), and a commit is a state that builds. Without git, the working tree.
   */
  create(): this {
    this.remove();
    mkdirSync(this.dir, { recursive: true });
    const files = ['src', 'package.json', 'webpack.config.js', 'screens.json'];
    if (!this.extractFromHead(files)) {
      this.source = 'working tree';
      for (const file of files) {
        cpSync(path.join(repoRoot, this.app, file), path.join(this.dir, file), { recursive: true });
      }
    }
    // The app's tsconfig extends ../tsconfig.base.json: the same settings from two levels deeper.
    const relative = (file: string) => path.relative(this.dir, path.join(repoRoot, file));
    writeFileSync(
      path.join(this.dir, 'tsconfig.json'),
      JSON.stringify(
        {
          extends: relative('tsconfig.base.json'),
          include: ['src', relative('packages/webpack-config/assets.d.ts')],
        },
        null,
        2,
      ),
    );
    return this;
  }

  private extractFromHead(files: string[]): boolean {
    const archive = spawnSync(
      'git',
      ['archive', '--format=tar', 'HEAD', '--', ...files.map((file) => `${this.app}/${file}`)],
      { cwd: repoRoot, maxBuffer: 256 * 1024 * 1024 },
    );
    if (archive.status !== 0) return false;
    const untar = spawnSync('tar', ['-x', '--strip-components=1', '-C', this.dir], {
      input: archive.stdout,
    });
    if (untar.status !== 0) throw new Error(`tar: ${String(untar.stderr)}`);
    return true;
  }

  /** Changes a JSON file of the copy (its translation catalogue, say). */
  editJson(file: string, change: (value: Record<string, unknown>) => void): void {
    const full = path.join(this.dir, file);
    const value = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
    change(value);
    writeFileSync(full, `${JSON.stringify(value, null, 2)}\n`);
  }

  /** `webpack --mode production` in the copy; rejects with webpack's output when it fails. */
  build(): Promise<void> {
    const webpack = path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [webpack, '--mode', 'production'], {
        cwd: this.dir,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      child.stderr.on('data', (chunk) => (output += String(chunk)));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`webpack failed in ${this.dir} (exit ${code}):\n${output}`)),
      );
    });
  }

  /** Removes the copy, and .tmp itself once it is empty. */
  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
    try {
      if (readdirSync(TMP_ROOT).length === 0) rmSync(TMP_ROOT, { recursive: true, force: true });
    } catch {
      // no .tmp at all
    }
  }
}
