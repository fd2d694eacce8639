import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '@council/api-client';
import { useEffect } from 'react';

/** The complaints per status, counted here from GET /api/Admin/complaint-count (SPEC.md 7). */
export function useComplaintCounts() {
  const counts = useQuery(adminQueries.complaintCounts());
  useEffect(() => {
    if (counts.error) console.error('The complaint counts could not be loaded.', counts.error);
  }, [counts.error]);
  return { counts: counts.data ?? [], loading: counts.isPending };
}
