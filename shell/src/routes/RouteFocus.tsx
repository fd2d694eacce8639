import { useEffect, useRef } from 'react';
import { useLocation } from '@council/router';
import { focusHeadingWhenShown } from './headingFocus';

/**
 * Moves focus to the new page's main heading on every move to another path (not on the first
 * page, where the browser starts at its top, nor for `?page=` or `#main`, which stay on the page).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  // The path focus was last placed for: the first page's is taken as placed already.
  const placedFor = useRef(pathname);
  useEffect(() => {
    if (placedFor.current === pathname) return undefined;
    placedFor.current = pathname;
    return focusHeadingWhenShown();
  }, [pathname]);
  return null;
}
