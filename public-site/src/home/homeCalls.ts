import { useQuery } from '@council/query';
import { HOME_DESIGNATIONS, publicQueries } from '@council/api-client';

// The reads of the home and about pages (SPEC.md 7). Their query options (key and call) are
// written once in api-client; the server's first screen fetches with the same ones.
export const useSlides = () => useQuery(publicQueries.slides());
export const useAbout = () => useQuery(publicQueries.about());
export const useHomeOfficials = () => useQuery(publicQueries.officials(HOME_DESIGNATIONS, 'Yes'));

/** SPEC.md 8: when the count fails or is not a list, the counts are empty and nothing is said. */
export function useStatusCounts() {
  return useQuery({
    ...publicQueries.complaintCounts(),
    // Logged only, by the cache.
    meta: { failureLog: 'The complaint counts could not be loaded:' },
  });
}
