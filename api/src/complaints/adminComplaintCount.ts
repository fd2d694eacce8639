import { PagedPaths, StatusFilterQuery } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { ComplaintStatusList, listComplaintStatuses } from './complaintCounts';

/** GET /api/Admin/complaint-count?statusFilter=All: every complaint's status. */
export function adminComplaintCountRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    '/complaint-count',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Status of every complaint, for the status-wise count',
        description: `Deprecated: use GET ${PagedPaths.admin.complaintCounts} (counted by the server).`,
        deprecated: true,
        querystring: StatusFilterQuery,
        response: { 200: ComplaintStatusList },
      },
    },
    (request) => listComplaintStatuses(db, request.query.statusFilter),
  );
}
