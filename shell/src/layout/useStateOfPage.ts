import { useCallback, useState } from 'react';
import { useLocation } from '@council/router';

/**
 * State that belongs to the page it was set on: moving to another address (a chosen menu entry)
 * finds it back at `initial`, as an open menu closes once its page is chosen on any site.
 */
export function useStateOfPage<T>(initial: T): [T, (value: T) => void] {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [kept, setKept] = useState({ value: initial, here });
  const set = useCallback((value: T) => setKept({ value, here }), [here]);
  return [kept.here === here ? kept.value : initial, set];
}
