import { queryOptions } from '@council/query';
import type { Page } from '../entities';
import type { PageRequest } from '../paged';

// Every public read's key starts with 'public', so that a change made by an admin or a citizen
// can mark them all stale at once; a paged read's key ends with the page asked for.
export const all = ['public'] as const;

export const pageKey = ({ page = 1, size }: PageRequest) => ({ page, size });

/** The query options of a public list read by page: keyed ['public', name, { page, size }]. */
export const pagedQuery =
  <T>(name: string, fetch: (request: PageRequest) => Promise<Page<T>>) =>
  (request: PageRequest = {}) =>
    queryOptions({
      queryKey: ['public', name, pageKey(request)],
      queryFn: () => fetch(request),
    });
