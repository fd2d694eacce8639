import { spawn } from 'node:child_process';
import { Client } from 'pg';
import type { Env } from '../config';
import { BackupRefusal } from './backupFiles';

/**
 * PostgreSQL is copied by its own tools, found on PATH (Debian's postgresql-client puts them
 * there): pg_dump reads one snapshot in one transaction while the API goes on writing.
 */
export async function backupPostgres(
  databaseUrl: string,
  partial: string,
  commandEnv: Env,
): Promise<string> {
  const { dbname, env } = toolConnection(databaseUrl, commandEnv);
  // pg_dump opens the file given and keeps its mode (0600, made by writeNewFile).
  await runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env);
  return describe(databaseUrl);
}

/**
 * A pg_dump custom-format file into DATABASE_URL's database, in one transaction (all or
 * nothing). Objects are owned by DATABASE_URL's user, as the API connects with it, whichever
 * user owned them where the backup was taken.
 */
export async function restorePostgres(
  file: string,
  databaseUrl: string,
  force: boolean,
  commandEnv: Env,
): Promise<string> {
  await withClient(databaseUrl, async (client) => {
    const others = await otherConnections(client);
    if (others > 0) {
      throw new BackupRefusal(
        `${describe(databaseUrl)} has ${others} other connection${others === 1 ? '' : 's'}: is the API running on it? Stop every API process (and other clients) first. Nothing was restored.`,
      );
    }
    if (!force && (await holdsTables(client))) {
      throw new BackupRefusal(
        `${describe(databaseUrl)} already holds tables: restoring would replace them. Run again with --force to replace them.`,
      );
    }
  });
  const { dbname, env } = toolConnection(databaseUrl, commandEnv);
  await runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  return describe(databaseUrl);
}

async function otherConnections(client: Client): Promise<number> {
  const result = await client.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and backend_type = 'client backend'`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

async function holdsTables(client: Client): Promise<boolean> {
  const result = await client.query(
    `select 1 from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') limit 1`,
  );
  return result.rows.length > 0;
}

async function withClient(databaseUrl: string, work: (client: Client) => Promise<void>) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** The database as an operator names it: its name and server, never its password. */
function describe(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `the PostgreSQL database ${decodeURIComponent(url.pathname.slice(1))} on ${url.host}`;
}

/**
 * The URL without its password, which goes in PGPASSWORD instead: a command line can be read
 * by anyone on the machine (ps), a process's environment cannot.
 */
function toolConnection(databaseUrl: string, commandEnv: Env): { dbname: string; env: Env } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...commandEnv };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

function runTool(tool: string, args: string[], env: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupRefusal(
              `${tool} was not found: install PostgreSQL's client programs (on Debian: postgresql-client, of the server's version or newer) or put their folder on PATH.`,
            )
          : error,
      ),
    );
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupRefusal(`${tool} failed (exit ${code}): ${errors.trim()}`));
    });
  });
}
