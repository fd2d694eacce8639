import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import type { AboutEntry, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { aboutFromWire } from '../wire/about';
import { pageKey } from './readKey';

export const fetchAbout = (request: PageRequest = {}): Promise<Page<AboutEntry>> =>
  getPage(PagedPaths.public.about, aboutFromWire, request);

export const aboutQuery = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'about', pageKey(request)],
    queryFn: () => fetchAbout(request),
  });
