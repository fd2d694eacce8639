import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../appContext';
import { requireRole } from '../auth/guard';
import { documentBearer } from '../routes';
import { acceptComplaintRoute } from './acceptComplaint';
import { assignComplaintRoutes } from './assignComplaint';
import { citizenComplaintRoute } from './citizenComplaintRoute';
import { closeLapsedWhileRunning } from './closeLapsed';
import { deskComplaintRoute } from './deskComplaintRoute';
import { deskQueueRoute } from './deskQueue';
import { hideComplaintRoutes } from './hideComplaint';
import { officerListRoute } from './officerList';
import { rejectComplaintRoute } from './rejectComplaint';
import { remindComplaintRoute } from './remindComplaint';
import { reopenComplaintRoute } from './reopenComplaint';
import { resolveComplaintRoute } from './resolveComplaint';
import { trackComplaintRoute } from './trackComplaint';
import { wardDeadlinesRoute } from './wardDeadlines';

/**
 * A complaint's life (issue 16, GrievancePaths): the desk (admins and officers), the citizen's
 * own complaint and moves (role user), and tracking by number (anyone). Each family is its own
 * scope, so its role check covers every route added to it. Lapsed resolutions are closed while
 * the app runs.
 */
export function grievanceRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    closeLapsedWhileRunning(app, context);
    await app.register(async (scope) => {
      scope.addHook('onRequest', requireRole(['admin', 'officer'], context));
      scope.addHook('onRoute', documentBearer);
      deskQueueRoute(scope, context);
      deskComplaintRoute(scope, context);
      assignComplaintRoutes(scope, context);
      rejectComplaintRoute(scope, context);
      hideComplaintRoutes(scope, context);
      resolveComplaintRoute(scope, context);
      officerListRoute(scope, context);
      wardDeadlinesRoute(scope, context);
    });
    await app.register(async (scope) => {
      scope.addHook('onRequest', requireRole('user', context));
      scope.addHook('onRoute', documentBearer);
      citizenComplaintRoute(scope, context);
      reopenComplaintRoute(scope, context);
      acceptComplaintRoute(scope, context);
      remindComplaintRoute(scope, context);
    });
    await app.register(async (scope) => {
      trackComplaintRoute(scope, context);
    });
  };
}
