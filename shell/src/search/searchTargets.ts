import type { SearchHit } from '@council/api-client';

/** Where a search hit is read: its list, or a tender's own page. */
export function hitTarget(hit: SearchHit): string {
  switch (hit.kind) {
    case 'notice':
      return '/notice';
    case 'circular':
      return '/circulars';
    case 'officeOrder':
      return '/officeorder';
    case 'latestNews':
      return '/latestnews';
    case 'pressRelease':
      return '/pressrelease';
    case 'tender':
      return `/tender-details?id=${hit.id}`;
  }
}

/** Pages whose name holds every word of the query, in any order and case. */
export function matchingPages<T extends { name: string }>(pages: T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return pages.filter((page) => words.every((word) => page.name.toLowerCase().includes(word)));
}
