import { PagedPaths, StatusFilterQuery } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import type { TypeBoxProvider } from '../http/typebox';
import { ComplaintStatusList, listComplaintStatuses } from './complaintCounts';

/** GET /api/User/complaint-count?statusFilter=All: the caller's own complaints only. */
export function userComplaintCountRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    '/complaint-count',
    {
      schema: {
        tags: ['User'],
        summary: "Status of each of the caller's complaints",
        description: `Deprecated: use GET ${PagedPaths.user.complaintCounts} (counted by the server).`,
        deprecated: true,
        querystring: StatusFilterQuery,
        response: { 200: ComplaintStatusList },
      },
    },
    (request) => listComplaintStatuses(db, request.query.statusFilter, callerOf(request).accountId),
  );
}
