import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../appContext';
import { requireRole, requireSignedIn } from '../auth/guard';
import { documentBearer } from '../routes';
import { changeMyAccountRoute } from './changeMyAccount';
import { changeMyPasswordRoute } from './changeMyPassword';
import { myAccountRoute } from './myAccount';
import { accountPageRoute } from './staff/accountPage';
import { changeAccountRoute } from './staff/changeAccount';
import { createStaffAccountRoute } from './staff/createStaffAccount';

/**
 * A signed-in person's own account (AccountPaths.myAccount, myPassword) and the console's staff
 * accounts (AccountPaths.admin.accounts), issue 15. Each family is its own scope, so its check
 * covers every route added to it.
 */
export function accountManagementRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(async (scope) => {
      scope.addHook('onRequest', requireSignedIn(context));
      scope.addHook('onRoute', documentBearer);
      myAccountRoute(scope, context);
      changeMyAccountRoute(scope, context);
      changeMyPasswordRoute(scope, context);
    });
    await app.register(async (scope) => {
      scope.addHook('onRequest', requireRole('admin', context));
      scope.addHook('onRoute', documentBearer);
      accountPageRoute(scope, context);
      createStaffAccountRoute(scope, context);
      changeAccountRoute(scope, context);
    });
  };
}
