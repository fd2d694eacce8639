import { GrievancePaths, MessageRef, TrackedComplaint, TrackQuery } from '@council/contract';
import { parseComplaintNumber } from '@council/contract/complaint-rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { ClientError } from '../http/errors';
import type { TypeBoxProvider } from '../http/typebox';
import { trackedAnswer } from './complaintAnswers';

export const NO_SUCH_NUMBER = 'No complaint has this number. Check it and try again.';

/**
 * GET /api/v2/public/complaint-track?number=SNP/2026/000123: anyone, without signing in. The
 * year must be the one the complaint was filed in, so that counting up ids finds nothing
 * without it. Nothing about who filed it, and none of the citizen's words.
 */
export function trackComplaintRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    GrievancePaths.public.track,
    {
      schema: {
        tags: ['Public'],
        summary: 'Track a complaint by its number: status, due date and the timeline of its moves',
        description:
          'The prefix may be left out (2026/123 works too). 404 for a number no complaint has, ' +
          'a mistyped one, or a wrong year.',
        querystring: TrackQuery,
        response: { 200: TrackedComplaint, 400: MessageRef, 404: MessageRef },
      },
    },
    async (request) => {
      const parsed = parseComplaintNumber(request.query.number);
      const found = parsed && (await trackedAnswer(context, request.log, parsed.id));
      if (!found || found.entryDate.slice(0, 4) !== parsed?.year) {
        throw new ClientError(404, NO_SUCH_NUMBER);
      }
      return found;
    },
  );
}
