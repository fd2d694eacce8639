import { PagedPaths } from '@council/contract/paths';
import type { Page, Slide } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { slideFromWire } from '../wire/slide';
import { pagedQuery } from './readKey';

/** The home carousel's pictures. */
export const fetchSlides = (request: PageRequest = {}): Promise<Page<Slide>> =>
  getPage(PagedPaths.public.slides, slideFromWire, request);

export const slidesQuery = pagedQuery('slides', fetchSlides);
