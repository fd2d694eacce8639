import { queryOptions } from '@council/query';
import type { ComplaintStatus, TenderState } from '../entities';
import type { PageRequest } from '../paged';
import * as publicApi from './publicApi';

/**
 * The reads of the public site, each written once: its key (which names its answer in the cache
 * and in a page whose first screen the server rendered) and its call. Keys start with 'public',
 * so that a change made by an admin or a citizen can mark them all stale at once; a paged read's
 * key ends with the page asked for. Each is its own export, so that a page carries only the reads
 * it makes (`publicQueries.notices()` through the index's namespace export).
 */
export const all = ['public'] as const;

const pageKey = ({ page = 1, size }: PageRequest) => ({ page, size });

export const slides = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'slides', pageKey(request)],
    queryFn: () => publicApi.slides(request),
  });
export const about = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'about', pageKey(request)],
    queryFn: () => publicApi.about(request),
  });
export const officials = (
  designations: readonly string[],
  home: 'Yes' | 'All',
  request: PageRequest = {},
) =>
  queryOptions({
    queryKey: ['public', 'officials', { designations, home, ...pageKey(request) }],
    queryFn: () => publicApi.officials(designations, home, request),
  });
/** Complaints counted per status by the API: counts, not complaints, travel and are kept. */
export const complaintCounts = () =>
  queryOptions({ queryKey: ['public', 'complaint-counts'], queryFn: publicApi.complaintCounts });
export const tenders = (state: TenderState, request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'tenders', { state, ...pageKey(request) }],
    queryFn: () => publicApi.tenders(state, request),
  });
export const notices = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'notices', pageKey(request)],
    queryFn: () => publicApi.notices(request),
  });
export const circulars = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'circulars', pageKey(request)],
    queryFn: () => publicApi.circulars(request),
  });
export const officeOrders = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'office-orders', pageKey(request)],
    queryFn: () => publicApi.officeOrders(request),
  });
export const latestNews = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'latest-news', pageKey(request)],
    queryFn: () => publicApi.latestNews(request),
  });
export const gallery = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'gallery', pageKey(request)],
    queryFn: () => publicApi.gallery(request),
  });
export const complaints = (status: ComplaintStatus | undefined, request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'complaints', { status, ...pageKey(request) }],
    queryFn: () => publicApi.complaints(status, request),
  });
export const pressReleases = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'press-releases', pageKey(request)],
    queryFn: () => publicApi.pressReleases(request),
  });
export const search = (query: string) =>
  queryOptions({
    queryKey: ['public', 'search', query],
    queryFn: () => publicApi.search(query),
  });
