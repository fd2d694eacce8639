import { PagedPaths } from '@council/contract/paths';
import type { GalleryItem, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { galleryItemFromWire } from '../wire/galleryItem';
import { pagedQuery } from './readKey';

export const fetchGallery = (request: PageRequest = {}): Promise<Page<GalleryItem>> =>
  getPage(PagedPaths.public.gallery, galleryItemFromWire, request);

export const galleryQuery = pagedQuery('gallery', fetchGallery);
