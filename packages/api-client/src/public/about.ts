import { PagedPaths } from '@council/contract/paths';
import type { AboutEntry, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { aboutFromWire } from '../wire/about';
import { pagedQuery } from './readKey';

export const fetchAbout = (request: PageRequest = {}): Promise<Page<AboutEntry>> =>
  getPage(PagedPaths.public.about, aboutFromWire, request);

export const aboutQuery = pagedQuery('about', fetchAbout);
