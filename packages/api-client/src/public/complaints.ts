import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import { apiClient } from '@council/shared-auth';
import { countsFromWire, type StatusCount } from '../complaintCounts';
import type { Complaint, ComplaintStatus, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { complaintFromWire } from '../wire/complaint';
import { pageKey } from './readKey';

/** Every complaint, or those of one status; never who filed them. */
export const fetchComplaints = (
  status: ComplaintStatus | undefined,
  request: PageRequest = {},
): Promise<Page<Complaint>> =>
  getPage(PagedPaths.public.complaints, complaintFromWire, request, { status });

export const complaintsQuery = (status: ComplaintStatus | undefined, request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'complaints', { status, ...pageKey(request) }],
    queryFn: () => fetchComplaints(status, request),
  });

/** Complaints counted per status, by the API. */
export const fetchComplaintCounts = async (): Promise<StatusCount[]> =>
  countsFromWire((await apiClient.get<unknown>(PagedPaths.public.complaintCounts)).data);

/** The counts, not the complaints, travel and are kept (and sent in a page). */
export const complaintCountsQuery = () =>
  queryOptions({ queryKey: ['public', 'complaint-counts'], queryFn: fetchComplaintCounts });
