import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '../..');
const MAIN = path.join(API_DIR, 'src', 'main.ts');

export interface ApiProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * The API as its own process (src/main.ts, compiled on the fly by tsx, @council/contract read from
 * its source by the 'council-source' condition), on a free loopback port.
 * One node process, not the tsx wrapper: the wrapper would pass SIGTERM on but cannot pass
 * SIGKILL, and the real server would outlive a kill.
 */
export function runApi(env: Record<string, string>): ApiProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=council-source', '--require', 'tsx/cjs', MAIN],
    {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', API_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

/** Waits for the 'listening' log line and returns the API's URL. */
export async function listeningUrl(api: ApiProcess, ms = 30_000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = /Council API listening on (http:\/\/[\d.:]+)/.exec(api.output());
    if (match?.[1]) return match[1];
    if (Date.now() > deadline) throw new Error(`The API did not start:\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
