import type { PageRequest } from '../paged';

// Every public read's key starts with 'public', so that a change made by an admin or a citizen
// can mark them all stale at once; a paged read's key ends with the page asked for.
export const all = ['public'] as const;

export const pageKey = ({ page = 1, size }: PageRequest) => ({ page, size });
