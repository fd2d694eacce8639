import { useEffect, useState } from 'react';
import { countByStatus, userApi, type StatusCount } from '@council/api-client';

export interface ComplaintCounts {
  counts: StatusCount[];
  loading: boolean;
}

/** The citizen's complaints counted per status; on failure the counts are simply empty (SPEC.md 7). */
export function useComplaintCounts(): ComplaintCounts {
  const [state, setState] = useState<ComplaintCounts>({ counts: [], loading: true });

  useEffect(() => {
    let current = true;
    userApi.complaintStatuses().then(
      (complaints) => current && setState({ counts: countByStatus(complaints), loading: false }),
      (error: unknown) => {
        console.warn('The complaint counts could not be loaded:', error);
        if (current) setState({ counts: [], loading: false });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return state;
}
