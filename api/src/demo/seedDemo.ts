import type { FastifyBaseLogger } from 'fastify';
import { countAccounts, createAccount } from '../accounts/accountStore';
import type { Db } from '../db/database';
import { seedDemoContent } from './seedDemoContent';

/**
 * Named, and the citizen with a mobile number (a made-up one), so that My account shows them.
 * The officer's post and wards are in demoGrievances.ts.
 */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.local', role: 'admin', name: 'Demo Administrator' },
  { email: 'citizen@demo.local', role: 'user', name: 'Demo Citizen', mobile: '9000000001' },
  { email: 'officer@demo.local', role: 'officer', name: 'Demo Officer' },
] as const;

/**
 * Demo mode only (DEMO=1): on a database without accounts, add the demo accounts and the demo
 * council's content (issue 3, item 8), its grievance desk included (issue 16).
 * Outside demo mode nothing is ever created by itself (DECISIONS.md, 'Accounts').
 */
export async function seedDemo(
  db: Db,
  password: string,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  if ((await countAccounts(db)) > 0) return false;
  // Accounts and content are written whole or not at all: a failed first start leaves an empty
  // database, and the next start tries again.
  await db.transaction().execute(async (trx) => {
    const ids = [];
    for (const account of DEMO_ACCOUNTS)
      ids.push(await createAccount(trx, { ...account, password }));
    const [admin, citizen, officer] = ids as [number, number, number];
    await seedDemoContent(trx, { admin, citizen, officer });
  });
  log?.info(
    { accounts: DEMO_ACCOUNTS.map((account) => `${account.email} (${account.role})`) },
    'Demo council created. Sign in as admin@demo.local (admin), officer@demo.local (officer) or citizen@demo.local (user) with the password from DEMO_PASSWORD (default demo-password)',
  );
  return true;
}
