import { AccountPaths, MessageRef, MyAccount, MyAccountChange } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import type { TypeBoxProvider } from '../http/typebox';
import { checkedMobile, checkedName } from './accountFields';
import { readMyAccount } from './myAccount';

/**
 * PUT AccountPaths.myAccount {name, mobile}: what a person may change of their own account.
 * The email (how they sign in) and the role are not theirs to change here.
 */
export function changeMyAccountRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().put(
    AccountPaths.myAccount,
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['Account'],
        summary: 'Change your own name and mobile number',
        description:
          'The name is trimmed (1 to 100 characters). A citizen (role user) must give a ' +
          '10-digit Indian mobile number (starting with 6 to 9); staff may leave it empty.',
        body: MyAccountChange,
        response: { 200: MyAccount, 400: MessageRef, 401: MessageRef },
      },
    },
    async (request) => {
      const { accountId } = callerOf(request);
      // The role of the account as it is now decides the rule (a token's role may be older).
      const current = await readMyAccount(db, accountId);
      const name = checkedName(request.body.name);
      const mobile = checkedMobile(request.body.mobile, current.role);
      await db.updateTable('account').set({ name, mobile }).where('id', '=', accountId).execute();
      return { ...current, name, mobile };
    },
  );
}
