import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import type { Page, Slide } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { slideFromWire } from '../wire/slide';
import { pageKey } from './readKey';

/** The home carousel's pictures. */
export const fetchSlides = (request: PageRequest = {}): Promise<Page<Slide>> =>
  getPage(PagedPaths.public.slides, slideFromWire, request);

export const slidesQuery = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'slides', pageKey(request)],
    queryFn: () => fetchSlides(request),
  });
