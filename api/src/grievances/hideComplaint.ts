import { DeskComplaint, GrievancePaths, ReasonBody } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { moveAndAnswer, moveSchema, requiredText } from './moveRoutes';

/**
 * POST desk complaints/{id}/hide and /show: staff hide the citizen's words and photos from the
 * public, or show them again; the reason stays in the history (which the public never reads).
 */
export function hideComplaintRoutes(app: FastifyInstance, context: AppContext) {
  for (const action of ['hide', 'show'] as const) {
    app.withTypeProvider<TypeBoxProvider>().post(
      `${GrievancePaths.desk.complaints}/:id/${action}`,
      {
        schema: moveSchema(
          'Desk',
          action === 'hide'
            ? "Hide the citizen's words and photos from the public, with a reason"
            : "Show the citizen's words and photos to the public again, with a reason",
          ReasonBody,
          DeskComplaint,
        ),
      },
      async (request) => {
        const reason = requiredText(request.body.reason, 'Reason');
        return moveAndAnswer(context, request, request.params.id, {
          version: request.body.version,
          action,
          comment: reason,
          changes: () => ({ citizen_text_hidden: action === 'hide' ? 1 : 0 }),
        });
      },
    );
  }
}
