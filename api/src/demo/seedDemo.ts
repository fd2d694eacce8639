import type { FastifyBaseLogger } from 'fastify';
import { countAccounts, createAccount } from '../accounts/accountStore';
import type { Db } from '../db/database';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.local', role: 'admin' },
  { email: 'citizen@demo.local', role: 'user' },
] as const;

/**
 * Demo mode only (DEMO=1): on a database without accounts, add the two demo accounts.
 * Outside demo mode nothing is ever created by itself (DECISIONS.md, 'Accounts').
 */
export async function seedDemo(
  db: Db,
  password: string,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  if ((await countAccounts(db)) > 0) return false;
  await db.transaction().execute(async (trx) => {
    for (const account of DEMO_ACCOUNTS) await createAccount(trx, { ...account, password });
  });
  log?.info(
    { accounts: DEMO_ACCOUNTS.map((account) => `${account.email} (${account.role})`) },
    'Demo accounts created; sign in with password from DEMO_PASSWORD (default demo-password)',
  );
  return true;
}
