import type { SearchHit } from '@council/api-client';
import { itemPagePath } from '@council/site-config';

/** Where a search hit is read: the item's own page, whatever its kind. */
export function hitTarget(hit: SearchHit): string {
  return itemPagePath(hit.kind, hit.id);
}

/** Pages whose name holds every word of the query, in any order and case. */
export function matchingPages<T extends { name: string }>(pages: T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return pages.filter((page) => words.every((word) => page.name.toLowerCase().includes(word)));
}
