import { PagedPaths } from '@council/contract/paths';
import type { CouncilDocument, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { councilDocumentFromWire } from '../wire/councilDocument';
import { pagedQuery } from './readKey';

// Notices, circulars and office orders: one record, three lists.

export const fetchNotices = (request: PageRequest = {}): Promise<Page<CouncilDocument>> =>
  getPage(PagedPaths.public.notices, councilDocumentFromWire, request);
export const fetchCirculars = (request: PageRequest = {}): Promise<Page<CouncilDocument>> =>
  getPage(PagedPaths.public.circulars, councilDocumentFromWire, request);
export const fetchOfficeOrders = (request: PageRequest = {}): Promise<Page<CouncilDocument>> =>
  getPage(PagedPaths.public.officeOrders, councilDocumentFromWire, request);

export const noticesQuery = pagedQuery('notices', fetchNotices);
export const circularsQuery = pagedQuery('circulars', fetchCirculars);
export const officeOrdersQuery = pagedQuery('office-orders', fetchOfficeOrders);
