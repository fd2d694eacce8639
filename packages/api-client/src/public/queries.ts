import { queryOptions } from '@council/query';
import * as publicApi from './publicApi';
import { countByStatus } from '../complaintCounts';

/**
 * The reads of the public site, each written once: its key (which names its answer in the cache
 * and in a page whose first screen the server rendered) and its call. Keys start with 'public',
 * so that a change made by an admin or a citizen can mark them all stale at once. Each is its own
 * export, so that a page carries only the reads it makes (`publicQueries.notices()` through the
 * index's namespace export).
 */
export const all = ['public'] as const;
export const slides = () =>
  queryOptions({ queryKey: ['public', 'slides'], queryFn: publicApi.slides });
export const about = () =>
  queryOptions({ queryKey: ['public', 'about'], queryFn: publicApi.about });
export const officials = (designations: readonly string[], home: 'Yes' | 'All') =>
  queryOptions({
    queryKey: ['public', 'officials', { designations, home }],
    queryFn: () => publicApi.officials(designations, home),
  });
/** Complaints counted per status: the counts, not every complaint, are kept (and sent in a page). */
export const complaintCounts = () =>
  queryOptions({
    queryKey: ['public', 'complaint-counts'],
    queryFn: async () => countByStatus(await publicApi.complaintStatuses()),
  });
export const tenders = () =>
  queryOptions({ queryKey: ['public', 'tenders'], queryFn: publicApi.tenders });
export const notices = () =>
  queryOptions({ queryKey: ['public', 'notices'], queryFn: publicApi.notices });
export const circulars = () =>
  queryOptions({ queryKey: ['public', 'circulars'], queryFn: publicApi.circulars });
export const officeOrders = () =>
  queryOptions({ queryKey: ['public', 'office-orders'], queryFn: publicApi.officeOrders });
export const latestNews = () =>
  queryOptions({ queryKey: ['public', 'latest-news'], queryFn: publicApi.latestNews });
export const gallery = () =>
  queryOptions({ queryKey: ['public', 'gallery'], queryFn: publicApi.gallery });
export const complaints = () =>
  queryOptions({ queryKey: ['public', 'complaints'], queryFn: publicApi.complaints });
export const pressReleases = () =>
  queryOptions({ queryKey: ['public', 'press-releases'], queryFn: publicApi.pressReleases });
export const search = (query: string) =>
  queryOptions({
    queryKey: ['public', 'search', query],
    queryFn: () => publicApi.search(query),
  });
