import { useEffect, useState } from 'react';
import { grievanceQueries } from '@council/api-client';
import { useQuery } from '@council/query';

/** How long the confirmation waits for the days before it opens without them. */
const DAYS_WAIT_MS = 1500;

/**
 * The working days the council gives itself to resolve a complaint of each category, for the
 * confirmation to say; `pending` until they are known, cannot be, or took too long. A backend
 * without the list (SPEC.md's own has none) leaves the confirmation without the promise.
 */
export function useDaysToResolve() {
  const { data, isPending } = useQuery({ ...grievanceQueries.categories(), retry: false });
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), DAYS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return {
    pending: isPending && !waited,
    of: (grievanceId: number) => data?.find(({ id }) => id === grievanceId)?.daysToResolve,
  };
}
