import { CitizenComplaint, GrievancePaths, IdParams, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { citizenAnswer } from './complaintAnswers';
import { viewerOf } from './moveRoutes';

/** GET /api/v2/user/complaints/{id}: the caller's own complaint in full (404 for anyone else's). */
export function citizenComplaintRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    `${GrievancePaths.user.complaints}/:id`,
    {
      schema: {
        tags: ['User'],
        summary: "One of the caller's complaints with its history and the moves allowed now",
        description: '404 for a complaint filed by someone else, as for one that does not exist.',
        params: IdParams,
        response: { 200: CitizenComplaint, 401: MessageRef, 403: MessageRef, 404: MessageRef },
      },
    },
    (request) => citizenAnswer(context, request.log, request.params.id, viewerOf(request)),
  );
}
