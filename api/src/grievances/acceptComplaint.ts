import { AcceptBody, CitizenComplaint, GrievancePaths } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { commentText, moveAndAnswer, moveSchema } from './moveRoutes';

/**
 * POST /api/v2/user/complaints/{id}/accept (Resolved → Closed), by the citizen who filed it,
 * with a rating of 1 to 5 and an optional comment, both kept.
 */
export function acceptComplaintRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().post(
    `${GrievancePaths.user.complaints}/:id/accept`,
    {
      schema: moveSchema(
        'User',
        "Accept the resolution of one's complaint with a rating of 1 to 5 (Closed)",
        AcceptBody,
        CitizenComplaint,
      ),
    },
    async (request) => {
      const { version, rating } = request.body;
      const comment = commentText(request.body.comment, 'Comment');
      return moveAndAnswer(
        context,
        request,
        request.params.id,
        {
          version,
          action: 'accept',
          comment,
          rating,
          changes: () => ({ rating, rating_comment: comment || null }),
        },
        'accept',
      );
    },
  );
}
