import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import type { GalleryItem, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { galleryItemFromWire } from '../wire/galleryItem';
import { pageKey } from './readKey';

export const fetchGallery = (request: PageRequest = {}): Promise<Page<GalleryItem>> =>
  getPage(PagedPaths.public.gallery, galleryItemFromWire, request);

export const galleryQuery = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'gallery', pageKey(request)],
    queryFn: () => fetchGallery(request),
  });
