import { COMPLAINT_STATUSES, ComplaintCountsWire, PagedPaths } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import type { Db } from '../db/database';

/**
 * GET /api/v2/{public|admin|user}/complaint-counts: how many complaints there are, and how
 * many of each status (every status, zeros included), counted by the database; a user's are
 * the caller's own. The total counts every complaint, whatever its status.
 */
export function complaintCountsRoute(
  app: FastifyInstance,
  { db }: AppContext,
  audience: 'public' | 'admin' | 'user',
) {
  app.get(
    PagedPaths[audience].complaintCounts,
    {
      schema: {
        tags: [audience === 'public' ? 'Public' : audience === 'admin' ? 'Admin' : 'User'],
        summary:
          audience === 'user'
            ? "The caller's complaints counted by status"
            : 'Complaints counted by status',
        response: { 200: ComplaintCountsWire },
      },
    },
    (request) => countComplaints(db, audience === 'user' ? callerOf(request).accountId : undefined),
  );
}

export async function countComplaints(db: Db, accountId?: number): Promise<ComplaintCountsWire> {
  let query = db
    .selectFrom('complaint')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('status');
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  const rows = await query.execute();
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return {
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    counts: COMPLAINT_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
  };
}
