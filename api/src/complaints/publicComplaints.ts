import { ComplaintWire, StatusFilterQuery } from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { ComplaintStatusList, listComplaintStatuses } from './complaintCounts';
import { loadComplaints } from './complaintWire';

/** GET /api/Public/complaint-count and /api/Public/complaint: every complaint, anonymous. */
export function publicComplaintRoutes(app: FastifyInstance, { db }: AppContext) {
  const typed = app.withTypeProvider<TypeBoxProvider>();
  typed.get(
    '/complaint-count',
    {
      schema: {
        tags: ['Public'],
        summary: 'Status of every complaint, for the status-wise count',
        querystring: StatusFilterQuery,
        response: { 200: ComplaintStatusList },
      },
    },
    (request) => listComplaintStatuses(db, request.query.statusFilter),
  );
  typed.get(
    '/complaint',
    {
      schema: {
        tags: ['Public'],
        summary: 'All complaints, without who filed them',
        querystring: StatusFilterQuery,
        response: { 200: Type.Array(ComplaintWire) },
      },
    },
    (request) => loadComplaints(db, { filter: request.query.statusFilter }),
  );
}
