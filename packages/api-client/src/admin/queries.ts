import { queryOptions } from '@council/query';
import type { AdminEndpoint } from './adminEndpoints';
import { adminApi } from './adminApi';
import { countByStatus } from '../complaintCounts';

/**
 * The reads of the admin console, each written once (key and call). A section's list is keyed by
 * its endpoint's path, which its saves and deletes invalidate.
 */
export const adminQueries = {
  records: <Entity, Draft extends { id: number }>(endpoint: AdminEndpoint<Entity, Draft>) =>
    queryOptions({
      queryKey: ['admin', 'records', endpoint.path],
      queryFn: () => adminApi.list(endpoint),
    }),
  /** Complaints counted per status: the counts, not every complaint, are kept (and sent in a page). */
  complaintCounts: () =>
    queryOptions({
      queryKey: ['admin', 'complaint-counts'],
      queryFn: async () => countByStatus(await adminApi.complaintStatuses()),
    }),
};
