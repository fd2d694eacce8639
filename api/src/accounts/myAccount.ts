import { AccountPaths, MessageRef, MyAccount } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import type { Db } from '../db/database';
import { ClientError } from '../http/errors';
import type { TypeBoxProvider } from '../http/typebox';

/** GET AccountPaths.myAccount: the signed-in person's own account, whatever their role. */
export function myAccountRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    AccountPaths.myAccount,
    {
      schema: {
        tags: ['Account'],
        summary: "The signed-in person's own account: name, email, mobile, role",
        response: { 200: MyAccount, 401: MessageRef },
      },
    },
    (request) => readMyAccount(db, callerOf(request).accountId),
  );
}

/** The account as its owner sees it. */
export async function readMyAccount(db: Db, accountId: number): Promise<MyAccount> {
  const row = await db
    .selectFrom('account')
    .select(['name', 'email', 'mobile', 'role', 'email_verified_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  // A running session's account is there: accounts are never deleted. Said plainly if one were.
  if (!row) throw new ClientError(404, 'This account no longer exists.');
  return {
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    emailVerified: row.email_verified_at !== null,
  };
}
