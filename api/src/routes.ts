import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import type { AppContext } from './appContext';
import { requireRole } from './auth/guard';
import { adminComplaintCountRoute } from './complaints/adminComplaintCount';
import { userComplaintCountRoute } from './complaints/userComplaintCount';

/**
 * The three families of SPEC.md section 7. Each is its own Fastify scope, so the role check
 * of /api/Admin and /api/User covers every route added to it, now and later.
 */
export function publicRoutes(_context: AppContext): FastifyPluginAsync {
  return async () => undefined;
}

export function adminRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', requireRole('admin', context.jwtSecret));
    app.addHook('onRoute', documentBearer);
    adminComplaintCountRoute(app, context);
  };
}

export function userRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', requireRole('user', context.jwtSecret));
    app.addHook('onRoute', documentBearer);
    userComplaintCountRoute(app, context);
  };
}

/** Marks a guarded route in the OpenAPI document as needing the bearer token. */
function documentBearer(route: RouteOptions) {
  route.schema = { ...route.schema, security: [{ bearer: [] }] } as RouteOptions['schema'];
}
