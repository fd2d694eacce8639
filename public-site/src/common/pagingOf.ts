import type { Page } from '@council/api-client';
import type { PaginationProps } from '@council/ui';

/**
 * The links under a paged list: the page the address asks for (marked current at once, while its
 * rows are on their way) and the size and total of the answer. `list` names it for 'Pages of
 * ...': each list's `pages` text, which Hindi writes in the form that stands before के.
 */
export function pagingOf(page: number, answer: Page<unknown>, list: string): PaginationProps {
  return { page, size: answer.size, total: answer.total, list };
}
