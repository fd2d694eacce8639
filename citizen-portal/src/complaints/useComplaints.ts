import { keepPreviousData, useQuery } from '@council/query';
import { userQueries, type Complaint, type ComplaintFilter } from '@council/api-client';

/** The rows of a page of the citizen's list: the API's default. */
export const COMPLAINTS_PAGE_SIZE = 20;

export interface ComplaintList {
  /** The rows of the page shown. */
  complaints: Complaint[];
  /** Which page the rows are, how many a page holds, and how many complaints in all. */
  page: number;
  size: number;
  total: number;
  loading: boolean;
  failed: boolean;
}

/**
 * One page of the citizen's complaints with the chosen status, filtered and paged by the API; a
 * failure is kept for the screen to say. While another status or page loads, the rows shown stay
 * on screen.
 */
export function useComplaints(filter: ComplaintFilter, page: number): ComplaintList {
  const list = useQuery({
    ...userQueries.complaints(filter, { page, size: COMPLAINTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const shown = list.isError ? undefined : list.data;
  return {
    complaints: shown?.items ?? [],
    page: shown?.page ?? page,
    size: shown?.size ?? COMPLAINTS_PAGE_SIZE,
    total: shown?.total ?? 0,
    loading: list.isPending,
    failed: list.isError,
  };
}
