import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { reasonMoveRoute } from './reasonMoveRoute';

/**
 * POST desk complaints/{id}/hide and /show: staff hide the citizen's words and photos from the
 * public, or show them again; the reason stays in the history (which the public never reads).
 */
export function hideComplaintRoutes(app: FastifyInstance, context: AppContext) {
  reasonMoveRoute(app, context, {
    by: 'desk',
    action: 'hide',
    summary: "Hide the citizen's words and photos from the public, with a reason",
    changes: () => ({ citizen_text_hidden: 1 }),
  });
  reasonMoveRoute(app, context, {
    by: 'desk',
    action: 'show',
    summary: "Show the citizen's words and photos to the public again, with a reason",
    changes: () => ({ citizen_text_hidden: 0 }),
  });
}
