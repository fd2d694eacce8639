import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { adminPolicyRoutes } from './adminPolicyRoutes';
import { publicPolicyRoute } from './publicPolicyRoute';

/** A website policy or help page as anyone reads it (PolicyPaths.public), on the public scope. */
export function publicPolicyRoutes(app: FastifyInstance, context: AppContext) {
  publicPolicyRoute(app, context);
}

/** The console's editor of those pages (PolicyPaths.admin), on the admin scope. */
export { adminPolicyRoutes };
