import { useQuery } from '@council/query';
import { HOME_DESIGNATIONS, publicQueries, type PageRequest } from '@council/api-client';

// The reads of the home and about pages. Their query options (key and call) are written once in
// api-client; the server's first screen fetches with the same ones. Each asks only for the rows
// its block shows.

/** The carousel's few slides: the newest five. */
export const HOME_SLIDES: PageRequest = { size: 5 };
/** The officials shown on the home page: a short list, all of it. */
export const HOME_OFFICIALS: PageRequest = { size: 100 };

export const useSlides = () => useQuery(publicQueries.slides(HOME_SLIDES));
/** The about text: its first page on the home page, the page of the address on /about. */
export const useAbout = (page = 1) => useQuery(publicQueries.about({ page }));
export const useHomeOfficials = () =>
  useQuery(publicQueries.officials(HOME_DESIGNATIONS, 'Yes', HOME_OFFICIALS));

/** SPEC.md 8: when the count fails or is not a list, the counts are empty and nothing is said. */
export function useStatusCounts() {
  return useQuery({
    ...publicQueries.complaintCounts(),
    // Logged only, by the cache.
    meta: { failureLog: 'The complaint counts could not be loaded:' },
  });
}
