import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TSX = path.resolve(__dirname, '../../node_modules/.bin/tsx');
const MAIN = path.join(__dirname, 'main.ts');

function run(env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(TSX, [MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return Object.assign(child, { output: () => output });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitFor(read: () => string, pattern: RegExp, ms = 20_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = pattern.exec(read());
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${pattern}:\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the API process', () => {
  it('serves, then stops cleanly within 10 s on SIGTERM', async () => {
    const child = run({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'council-main-')) });
    const exited = exitOf(child);
    try {
      const [, url] = await waitFor(child.output, /Council API listening on (http:\/\/[\d.:]+)/);
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const started = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      // Logs are JSON lines.
      const [firstLine = ''] = child.output().split('\n');
      expect(JSON.parse(firstLine)).toHaveProperty('level');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('refuses to start with a short JWT_SECRET and says why', async () => {
    const child = run({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'council-main-')),
      JWT_SECRET: 'too-short',
    });
    expect(await exitOf(child)).toBe(1);
    expect(child.output()).toMatch(
      /cannot start.*JWT secret from JWT_SECRET is empty or too short/,
    );
  });
});
