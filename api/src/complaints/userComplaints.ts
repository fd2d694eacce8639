import {
  ComplaintWire,
  IdParams,
  MessageRef,
  PagedPaths,
  StatusFilterQuery,
} from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import { ClientError } from '../http/errors';
import type { TypeBoxProvider } from '../http/typebox';
import { sendComplaintList } from './complaintList';
import { loadComplaints } from './complaintWire';

/** GET /api/User/complaint and /api/User/complaint/{id}: the caller's own complaints only. */
export function userComplaintRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const typed = app.withTypeProvider<TypeBoxProvider>();
  typed.get(
    '/complaint',
    {
      schema: {
        tags: ['User'],
        summary: "The caller's complaints",
        description: `Photos as base64. Deprecated: use GET ${PagedPaths.user.complaints} (by page, photos by URL).`,
        deprecated: true,
        querystring: StatusFilterQuery,
        response: { 200: Type.Array(ComplaintWire), 503: MessageRef },
      },
    },
    (request, reply) =>
      sendComplaintList(
        reply,
        context,
        { filter: request.query.statusFilter, accountId: callerOf(request).accountId },
        'owner',
      ),
  );
  typed.get(
    '/complaint/:id',
    {
      schema: {
        tags: ['User'],
        summary: "One of the caller's complaints (404 for anyone else's)",
        params: IdParams,
        response: { 200: ComplaintWire, 404: MessageRef },
      },
    },
    async (request) => {
      const [complaint] = await loadComplaints(
        db,
        { id: request.params.id, accountId: callerOf(request).accountId },
        context.site.complaintPrefix,
      );
      if (!complaint) throw new ClientError(404, 'Complaint not found.');
      return complaint;
    },
  );
}
