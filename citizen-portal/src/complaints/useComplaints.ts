import { keepPreviousData, useQuery } from '@council/query';
import { userQueries, type Complaint, type ComplaintFilter } from '@council/api-client';

export interface ComplaintList {
  complaints: Complaint[];
  loading: boolean;
  failed: boolean;
}

/**
 * The citizen's complaints with the chosen status; a failure is kept for the screen to say.
 * While another status (or, with paging, another page) loads, the rows shown stay on screen.
 */
export function useComplaints(filter: ComplaintFilter): ComplaintList {
  const list = useQuery({ ...userQueries.complaints(filter), placeholderData: keepPreviousData });
  return {
    complaints: list.isError ? [] : (list.data ?? []),
    loading: list.isPending,
    failed: list.isError,
  };
}
