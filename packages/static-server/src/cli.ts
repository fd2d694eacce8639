import closeWithGrace from 'close-with-grace';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS } from '@council/site-config/node';
import { buildServer } from './server';
import type { AppKind } from './securityHeaders';
import { siteConfigFromEnv } from './siteConfig';

type Env = Record<string, string | undefined>;

const USAGE = 'usage: council-serve --kind host|remote [--root dist] [--port N] [--name NAME]';

export interface CliOptions {
  kind: AppKind;
  root: string;
  port: number;
  host: string;
  name: string;
  /** SITE_URL: an https address turns on Strict-Transport-Security. */
  siteUrl: string | undefined;
  /** SERVE_SOURCE_MAPS=1: the build's *.map files are served (the team's debugging). */
  serveSourceMaps: boolean;
}

/**
 * Reads the command line; the port also comes from PORT, the host from HOST, the site's address
 * from SITE_URL and the source maps' switch from SERVE_SOURCE_MAPS.
 */
export function parseCli(argv: string[], env: Env, cwd = process.cwd()): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      kind: { type: 'string' },
      root: { type: 'string', default: 'dist' },
      port: { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (values.kind !== 'host' && values.kind !== 'remote') throw new Error(USAGE);
  const port = Number(
    values.port ?? env.PORT ?? (values.kind === 'host' ? DEFAULT_PORTS.shell : NaN),
  );
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`A port is needed (--port or PORT). ${USAGE}`);
  }
  return {
    kind: values.kind,
    root: path.resolve(cwd, values.root),
    port,
    host: env.HOST?.trim() || 'localhost',
    name: values.name ?? packageName(cwd) ?? values.kind,
    siteUrl: env.SITE_URL?.trim() || undefined,
    serveSourceMaps: readSwitch(env, 'SERVE_SOURCE_MAPS', 'serve the source maps'),
  };
}

/** A setting that is 1 (on) or 0, empty or unset (off). */
function readSwitch(env: Env, name: string, meaning: string): boolean {
  const value = env[name]?.trim() ?? '';
  if (value !== '' && value !== '0' && value !== '1') {
    throw new Error(`${name} must be 1 (${meaning}) or 0, not '${value}'.`);
  }
  return value === '1';
}

function packageName(dir: string): string | undefined {
  try {
    const { name } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name?: string;
    };
    return name;
  } catch {
    return undefined;
  }
}

export async function main(argv: string[], env: Env = process.env): Promise<void> {
  const options = parseCli(argv, env);
  if (!existsSync(path.join(options.root, 'index.html'))) {
    throw new Error(`No built app in ${options.root} (no index.html): run its build first.`);
  }
  const app = await buildServer({
    kind: options.kind,
    root: options.root,
    config: siteConfigFromEnv(env),
    logger: { level: 'warn' },
    siteUrl: options.siteUrl,
    serveSourceMaps: options.serveSourceMaps,
  });
  await app.listen({ port: options.port, host: options.host });
  console.log(`${options.name} listening on http://${options.host}:${options.port}`);

  // SIGTERM or SIGINT: no new connections, the answers in flight finished, then exit; a second
  // signal, or 10 s, does not wait.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });
}
