import { ComplaintWire, MessageRef, PagedPaths, StatusFilterQuery } from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { ComplaintStatusList, listComplaintStatuses } from './complaintCounts';
import { sendComplaintList } from './complaintList';

/** GET /api/Public/complaint-count and /api/Public/complaint: every complaint, anonymous. */
export function publicComplaintRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const typed = app.withTypeProvider<TypeBoxProvider>();
  typed.get(
    '/complaint-count',
    {
      schema: {
        tags: ['Public'],
        summary: 'Status of every complaint, for the status-wise count',
        description: `Deprecated: use GET ${PagedPaths.public.complaintCounts} (counted by the server).`,
        deprecated: true,
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
        description:
          "Photos as base64. The citizen's words (suggestion, landmark, additional information) " +
          "are '' and their photos null until staff accept the complaint, and stay so when " +
          'staff hide them; the action taken and its photos are always shown. Deprecated: use ' +
          `GET ${PagedPaths.public.complaints} (by page, photos by URL).`,
        deprecated: true,
        querystring: StatusFilterQuery,
        response: { 200: Type.Array(ComplaintWire), 503: MessageRef },
      },
    },
    (request, reply) =>
      sendComplaintList(reply, context, { filter: request.query.statusFilter }, 'public'),
  );
}
