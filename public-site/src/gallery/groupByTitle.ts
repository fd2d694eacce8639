import type { GalleryItem } from '@council/api-client';

/** SPEC.md 2: the gallery's cards are grouped by title, groups in the order they first appear. */
export function groupByTitle(
  items: readonly GalleryItem[],
): [title: string, items: GalleryItem[]][] {
  const groups = new Map<string, GalleryItem[]>();
  for (const item of items) {
    const title = item.title.trim();
    groups.set(title, [...(groups.get(title) ?? []), item]);
  }
  return [...groups];
}
