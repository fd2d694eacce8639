import { parseArgs } from 'node:util';
import { MAX_NAME_LENGTH } from '@council/contract';
import { checkNewAccount, createAccount, findAccountByEmail } from '../accounts/accountStore';
import { ConfigError, loadDatabaseTarget, type Env } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { readPasswordFromStdin } from './readPassword';

/**
 * `npm run add-account -w api -- --email x --role admin|user [--name "Full Name"]`: how a council
 * creates its first admin (DECISIONS.md, 'Accounts'). The name is what My account shows. The password comes from ACCOUNT_PASSWORD or is typed in,
 * never from the command line, where it would stay in the shell history.
 */
export interface AddAccountIo {
  env: Env;
  readPassword(): Promise<string>;
  say(line: string): void;
  complain(line: string): void;
}

const USAGE =
  'Usage: npm run add-account -w api -- --email <email> --role <admin|user> [--name <name>]';

/** Returns the process exit code: 0 done, 1 refused (with a message saying why). */
export async function addAccount(args: string[], io: AddAccountIo): Promise<number> {
  const options = readOptions(args);
  if (typeof options === 'string') return fail(io, options);
  const password = io.env.ACCOUNT_PASSWORD ?? (await io.readPassword());
  const problem = checkNewAccount({ ...options, password });
  if (problem) return fail(io, problem);

  let target;
  try {
    target = loadDatabaseTarget(io.env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(io, error.message);
    throw error;
  }
  const { db, dialect } = openDatabase(target);
  try {
    await migrateToLatest(db, dialect);
    if (await findAccountByEmail(db, options.email)) {
      return fail(io, `An account with the email ${options.email} already exists.`);
    }
    const role = options.role as 'admin' | 'user';
    await createAccount(db, { email: options.email, password, role, name: options.name });
    io.say(`Added ${role} account ${options.email.trim().toLowerCase()}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

function readOptions(args: string[]): { email: string; role: string; name: string } | string {
  try {
    const { values } = parseArgs({
      args,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    });
    if (!values.email || !values.role) return `Both --email and --role are needed.\n${USAGE}`;
    const name = (values.name ?? '').trim();
    if (name.length > MAX_NAME_LENGTH) {
      return `The name must have at most ${MAX_NAME_LENGTH} characters.`;
    }
    return { email: values.email, role: values.role.toLowerCase(), name };
  } catch (error) {
    return `${(error as Error).message}\n${USAGE}`;
  }
}

function fail(io: AddAccountIo, message: string): number {
  io.complain(message);
  return 1;
}

if (require.main === module) {
  addAccount(process.argv.slice(2), {
    env: process.env,
    readPassword: () => readPasswordFromStdin('Password for the new account: '),
    say: (line) => console.log(line),
    complain: (line) => console.error(line),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('Could not add the account:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
