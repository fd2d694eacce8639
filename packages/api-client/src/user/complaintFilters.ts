import type { StatusFilter } from '@council/contract';

/**
 * The status filter of the citizen's complaint list: SPEC.md's All, Open, Resolved, Rejected, and
 * Pending, which DECISIONS.md adds so that a citizen can find a complaint staff have taken up,
 * and Closed, a resolution accepted or let stand (issue 16).
 */
export const COMPLAINT_FILTERS = [
  'All',
  'Open',
  'Pending',
  'Resolved',
  'Rejected',
  'Closed',
] as const satisfies readonly StatusFilter[];

export type ComplaintFilter = (typeof COMPLAINT_FILTERS)[number];
