import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import type { CouncilDocument, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { councilDocumentFromWire } from '../wire/councilDocument';
import { pageKey } from './readKey';

// Notices, circulars and office orders: one record, three lists.

export const fetchNotices = (request: PageRequest = {}): Promise<Page<CouncilDocument>> =>
  getPage(PagedPaths.public.notices, councilDocumentFromWire, request);
export const fetchCirculars = (request: PageRequest = {}): Promise<Page<CouncilDocument>> =>
  getPage(PagedPaths.public.circulars, councilDocumentFromWire, request);
export const fetchOfficeOrders = (request: PageRequest = {}): Promise<Page<CouncilDocument>> =>
  getPage(PagedPaths.public.officeOrders, councilDocumentFromWire, request);

export const noticesQuery = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'notices', pageKey(request)],
    queryFn: () => fetchNotices(request),
  });
export const circularsQuery = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'circulars', pageKey(request)],
    queryFn: () => fetchCirculars(request),
  });
export const officeOrdersQuery = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'office-orders', pageKey(request)],
    queryFn: () => fetchOfficeOrders(request),
  });
