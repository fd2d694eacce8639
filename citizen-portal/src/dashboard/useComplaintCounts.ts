import { useQuery } from '@tanstack/react-query';
import { userQueries, type StatusCount } from '@council/api-client';

export interface ComplaintCounts {
  counts: StatusCount[];
  loading: boolean;
}

/** The citizen's complaints counted per status; on failure the counts are simply empty (SPEC.md 7). */
export function useComplaintCounts(): ComplaintCounts {
  const counts = useQuery(userQueries.complaintCounts());
  return { counts: counts.data ?? [], loading: counts.isPending };
}
