import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { AccountLinkPurpose } from '../db/schema';

/** How long a mailed link opens (issue 15). */
export const LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 30 * 60 * 1000,
};

/**
 * Makes a single-use link for an account and returns its token (for the mail only: the database
 * keeps its hash). Earlier links of the same purpose stop opening: only the newest mail works.
 */
export async function issueLink(
  db: Db,
  accountId: number,
  purpose: AccountLinkPurpose,
  now: Date = new Date(),
  lifetimeMs: number = LINK_LIFETIME_MS[purpose],
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await voidLinks(trx, accountId, purpose, now);
    await trx
      .insertInto('account_link')
      .values({
        token_hash: hashOf(token),
        account_id: accountId,
        purpose,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return token;
}

export type LinkUse = { accountId: number } | { refused: 'unknown' | 'used' | 'expired' };

/**
 * Uses a link once: the account it opens, or why it does not. Two requests racing with the same
 * token cannot both win: the update that marks it used is the check.
 */
export async function useLink(
  db: Db,
  token: string,
  purpose: AccountLinkPurpose,
  now: Date = new Date(),
): Promise<LinkUse> {
  const hash = hashOf(token);
  const link = await db
    .selectFrom('account_link')
    .select(['account_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!link) return { refused: 'unknown' };
  if (link.used_at !== null) return { refused: 'used' };
  if (link.expires_at <= now.toISOString()) return { refused: 'expired' };
  const marked = await db
    .updateTable('account_link')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return { refused: 'used' };
  return { accountId: link.account_id };
}

/** Makes every unused link of the purpose stop opening (a newer one was sent, or it is moot). */
export async function voidLinks(
  db: Db,
  accountId: number,
  purpose: AccountLinkPurpose,
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('account_link')
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
