import { pageFromSearch } from '@council/contract/paths';
import { useSearchParams } from '@council/router';

/**
 * The page of a list the address asks for (`?page=3`), so that a page can be linked, reloaded
 * and reached with Back. 1 when absent or not a whole number from 1 to the API's last page.
 */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return pageFromSearch(params.get('page'));
}
