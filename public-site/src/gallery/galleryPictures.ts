import type { GalleryItem } from '@council/api-client';
import type { ReadersText } from '@council/ui';
import { descriptionOf, titleOf, type ReadText } from '../common/bilingual';
import type { LightboxImage } from '../common/Lightbox';

/**
 * What a gallery photo shows, in words, in the reader's language where the clerk wrote it: its
 * description, or its title where it has none.
 */
export function galleryAlt(item: GalleryItem, read: ReadText): ReadersText {
  const description = read(descriptionOf(item));
  return description.text === '' ? read(titleOf(item)) : description;
}

/**
 * The photos of a page in the order its groups show them, the order the lightbox goes through
 * them in; an item without a photo is not among them.
 */
export function galleryPictures(
  groups: readonly [title: ReadersText, items: GalleryItem[]][],
  read: ReadText,
): { item: GalleryItem; lightbox: LightboxImage }[] {
  return groups.flatMap(([, items]) =>
    items.flatMap((item) =>
      item.photo ? [{ item, lightbox: { image: item.photo, alt: galleryAlt(item, read) } }] : [],
    ),
  );
}
