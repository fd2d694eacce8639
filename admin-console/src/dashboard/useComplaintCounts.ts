import { useEffect, useState } from 'react';
import { adminApi, countByStatus, type StatusCount } from '@council/api-client';

/** The complaints per status, counted here from GET /api/Admin/complaint-count (SPEC.md 7). */
export function useComplaintCounts() {
  const [counts, setCounts] = useState<StatusCount[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    adminApi
      .complaintStatuses()
      .then((complaints) => current && setCounts(countByStatus(complaints)))
      .catch((error: unknown) => console.error('The complaint counts could not be loaded.', error))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);
  return { counts, loading };
}
