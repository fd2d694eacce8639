import { queryOptions } from '@tanstack/react-query';
import { publicApi } from './publicApi';
import { countByStatus } from '../complaintCounts';

/**
 * The reads of the public site, each written once: its key (which names its answer in the cache
 * and in a page whose first screen the server rendered) and its call. Keys start with 'public',
 * so that a change made by an admin or a citizen can mark them all stale at once.
 */
export const publicQueries = {
  all: ['public'] as const,
  slides: () => queryOptions({ queryKey: ['public', 'slides'], queryFn: publicApi.slides }),
  about: () => queryOptions({ queryKey: ['public', 'about'], queryFn: publicApi.about }),
  officials: (designations: readonly string[], home: 'Yes' | 'All') =>
    queryOptions({
      queryKey: ['public', 'officials', { designations, home }],
      queryFn: () => publicApi.officials(designations, home),
    }),
  /** Complaints counted per status: the counts, not every complaint, are kept (and sent in a page). */
  complaintCounts: () =>
    queryOptions({
      queryKey: ['public', 'complaint-counts'],
      queryFn: async () => countByStatus(await publicApi.complaintStatuses()),
    }),
  tenders: () => queryOptions({ queryKey: ['public', 'tenders'], queryFn: publicApi.tenders }),
  notices: () => queryOptions({ queryKey: ['public', 'notices'], queryFn: publicApi.notices }),
  circulars: () =>
    queryOptions({ queryKey: ['public', 'circulars'], queryFn: publicApi.circulars }),
  officeOrders: () =>
    queryOptions({ queryKey: ['public', 'office-orders'], queryFn: publicApi.officeOrders }),
  latestNews: () =>
    queryOptions({ queryKey: ['public', 'latest-news'], queryFn: publicApi.latestNews }),
  gallery: () => queryOptions({ queryKey: ['public', 'gallery'], queryFn: publicApi.gallery }),
  complaints: () =>
    queryOptions({ queryKey: ['public', 'complaints'], queryFn: publicApi.complaints }),
  pressReleases: () =>
    queryOptions({ queryKey: ['public', 'press-releases'], queryFn: publicApi.pressReleases }),
  search: (query: string) =>
    queryOptions({
      queryKey: ['public', 'search', query],
      queryFn: () => publicApi.search(query),
    }),
};
