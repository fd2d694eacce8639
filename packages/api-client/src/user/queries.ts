import { queryOptions } from '@council/query';
import type { ComplaintFilter } from './complaintFilters';
import { userApi } from './userApi';
import type { PageRequest } from '../paged';

/**
 * The reads of a signed-in citizen, each written once (key and call). Keys start with 'user', so
 * that filing a complaint can mark every list and count of the citizen stale at once.
 */
export const userQueries = {
  all: ['user'] as const,
  /** Complaints counted per status: the counts, not every complaint, are kept (and sent in a page). */
  complaintCounts: () =>
    queryOptions({
      queryKey: ['user', 'complaint-counts'],
      queryFn: userApi.complaintCounts,
    }),
  complaints: (statusFilter: ComplaintFilter, { page = 1, size }: PageRequest = {}) =>
    queryOptions({
      queryKey: ['user', 'complaints', { statusFilter, page, size }],
      queryFn: () => userApi.complaints(statusFilter, { page, size }),
    }),
  grievances: () =>
    queryOptions({ queryKey: ['user', 'lookups', 'grievances'], queryFn: userApi.grievances }),
  districts: () =>
    queryOptions({ queryKey: ['user', 'lookups', 'districts'], queryFn: userApi.districts }),
  ulbs: () => queryOptions({ queryKey: ['user', 'lookups', 'ulbs'], queryFn: userApi.ulbs }),
  wards: () => queryOptions({ queryKey: ['user', 'lookups', 'wards'], queryFn: userApi.wards }),
};
