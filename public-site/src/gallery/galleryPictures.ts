import type { GalleryItem } from '@council/api-client';
import type { LightboxImage } from '../common/Lightbox';

/** What a gallery photo shows, in words: its description, or its title where it has none. */
export const galleryAlt = (item: GalleryItem) => item.description || item.title;

/**
 * The photos of a page in the order its groups show them, the order the lightbox goes through
 * them in; an item without a photo is not among them.
 */
export function galleryPictures(
  groups: readonly [title: string, items: GalleryItem[]][],
): { item: GalleryItem; lightbox: LightboxImage }[] {
  return groups.flatMap(([, items]) =>
    items.flatMap((item) =>
      item.photo ? [{ item, lightbox: { image: item.photo, alt: galleryAlt(item) } }] : [],
    ),
  );
}
