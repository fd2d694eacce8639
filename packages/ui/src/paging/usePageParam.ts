import { MAX_PAGE } from '@council/contract/paths';
import { useSearchParams } from '@council/router';

/**
 * The page of a list the address asks for (`?page=3`), so that a page can be linked, reloaded
 * and reached with Back. 1 when absent or not a whole number from 1 to the API's last page.
 */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return pageFromSearch(params.get('page'));
}

export function pageFromSearch(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  const page = Number(value);
  // A page the API would refuse (400) reads as the first, like any other bad value.
  return page <= MAX_PAGE ? page : 1;
}
