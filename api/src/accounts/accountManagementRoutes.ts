import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../appContext';

/**
 * A signed-in person's own account (AccountPaths.myAccount, myPassword) and the console's staff
 * accounts (AccountPaths.admin.accounts), issue 15.
 */
export function accountManagementRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    void app;
    void context;
  };
}
