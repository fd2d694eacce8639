import { DeskComplaint, GrievancePaths, IdParams, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { deskAnswer } from './complaintAnswers';
import { viewerOf } from './moveRoutes';

/** GET desk complaints/{id}: a complaint in full, who filed it, its history, the moves allowed. */
export function deskComplaintRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    `${GrievancePaths.desk.complaints}/:id`,
    {
      schema: {
        tags: ['Desk'],
        summary: 'A complaint with who filed it, its history, and the moves this person may make',
        params: IdParams,
        response: { 200: DeskComplaint, 401: MessageRef, 403: MessageRef, 404: MessageRef },
      },
    },
    (request) => deskAnswer(context, request.log, request.params.id, viewerOf(request)),
  );
}
