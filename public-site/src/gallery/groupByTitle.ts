import type { GalleryItem } from '@council/api-client';
import type { ReadersText } from '@council/ui';
import { titleOf, type ReadText } from '../common/bilingual';

/**
 * SPEC.md 2: the gallery's cards are grouped by title, groups in the order they first appear; by
 * the title the reader reads (the Hindi one on a Hindi page where the clerk wrote it), so that a
 * group is what its heading says.
 */
export function groupByTitle(
  items: readonly GalleryItem[],
  read: ReadText,
): [title: ReadersText, items: GalleryItem[]][] {
  const groups = new Map<string, [ReadersText, GalleryItem[]]>();
  for (const item of items) {
    const title = read(titleOf(item));
    const key = `${title.lang ?? ''}:${title.text.trim()}`;
    const group = groups.get(key);
    if (group) group[1].push(item);
    else groups.set(key, [{ ...title, text: title.text.trim() }, [item]]);
  }
  return [...groups.values()];
}
