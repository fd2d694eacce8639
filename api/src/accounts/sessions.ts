import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Role } from '../db/schema';

/** Starts a session for an account and returns its id, which its tokens carry as `sid`. */
export async function startSession(db: Db, accountId: number): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db
    .insertInto('account_session')
    .values({ id, account_id: accountId, created_at: new Date().toISOString(), ended_at: null })
    .execute();
  return id;
}

/**
 * Whether the session `id` of that account is running and the account still is what the token
 * says: there, not disabled, of that role. One lookup by primary keys, on every signed-in call,
 * so that a change made behind the site's screens (SQL, a restore) counts at once.
 */
export async function isSessionRunning(
  db: Db,
  id: string,
  accountId: number,
  role: Role,
): Promise<boolean> {
  const row = await db
    .selectFrom('account_session')
    .innerJoin('account', 'account.id', 'account_session.account_id')
    .select('account_session.id')
    .where('account_session.id', '=', id)
    .where('account_session.account_id', '=', accountId)
    .where('account_session.ended_at', 'is', null)
    .where('account.role', '=', role)
    .where('account.disabled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends a session: none of its tokens is accepted any more. Ending an ended one changes nothing. */
export async function endSession(db: Db, id: string): Promise<void> {
  await db
    .updateTable('account_session')
    .set({ ended_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

/**
 * Ends every running session of an account but `keep` (the caller's own, on a password change):
 * after a password reset, a disabling or a new role, no token of before is accepted.
 */
export async function endAccountSessions(db: Db, accountId: number, keep?: string): Promise<void> {
  let ending = db
    .updateTable('account_session')
    .set({ ended_at: new Date().toISOString() })
    .where('account_id', '=', accountId)
    .where('ended_at', 'is', null);
  if (keep !== undefined) ending = ending.where('id', '!=', keep);
  await ending.execute();
}
