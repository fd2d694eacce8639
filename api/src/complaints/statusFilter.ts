import type { StatusFilter } from '@council/contract';

/** The status a query keeps, or undefined for every status. */
export function statusToMatch(filter: StatusFilter | undefined): string | undefined {
  return filter === undefined || filter === 'All' ? undefined : filter;
}
