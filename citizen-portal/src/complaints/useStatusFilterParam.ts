import { useSearchParams } from '@council/router';
import { COMPLAINT_FILTERS, type ComplaintFilter } from '@council/api-client';

/** The filter an address asks for (`?status=Open`); 'All' when absent or not one of the filters. */
export function filterFromSearch(value: string | null): ComplaintFilter {
  return COMPLAINT_FILTERS.find((filter) => filter === value) ?? 'All';
}

/**
 * The status filter of the citizen's list, kept in the address beside the page, so that a
 * filtered page can be reloaded and reached with Back. Choosing another filter starts again at
 * page 1: the page number of one filter means nothing in another.
 */
export function useStatusFilterParam(): [ComplaintFilter, (filter: ComplaintFilter) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (filter: ComplaintFilter) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      // 'All' is the list with no filter: its address is the plain one.
      if (filter === 'All') next.delete('status');
      else next.set('status', filter);
      return next;
    });
  return [filterFromSearch(params.get('status')), choose];
}
