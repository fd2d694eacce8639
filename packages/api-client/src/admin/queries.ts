import { queryOptions } from '@council/query';
import type { AdminEndpoint } from './adminEndpoints';
import { adminApi } from './adminApi';
import type { PageRequest } from '../paged';

/**
 * The reads of the admin console, each written once (key and call). A section's list is keyed by
 * its endpoint's path (then the page), which its saves and deletes invalidate.
 */
export const adminQueries = {
  /** One page of a section's records; every page of it is keyed under its path. */
  records: <Entity, Draft extends { id: number }>(
    endpoint: AdminEndpoint<Entity, Draft>,
    { page = 1, size }: PageRequest = {},
  ) =>
    queryOptions({
      queryKey: ['admin', 'records', endpoint.path, { page, size }],
      queryFn: () => adminApi.list(endpoint, { page, size }),
    }),
  /** Complaints counted per status: the counts, not every complaint, are kept (and sent in a page). */
  complaintCounts: () =>
    queryOptions({
      queryKey: ['admin', 'complaint-counts'],
      queryFn: adminApi.complaintCounts,
    }),
};
