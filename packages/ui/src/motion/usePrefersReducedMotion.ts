import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motionQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : null;

/** Whether the reader asks for less motion now (for code outside React, such as the popups). */
export function prefersReducedMotion(): boolean {
  return motionQuery()?.matches ?? false;
}

/**
 * Whether the reader asks for less motion (the carousel and the news ticker then start paused).
 * The server cannot know, so a page rendered there assumes no; hydration starts from that answer
 * and React then moves to the browser's own.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = motionQuery();
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    prefersReducedMotion,
    () => false,
  );
}
