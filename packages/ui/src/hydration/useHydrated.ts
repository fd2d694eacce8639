import { useSyncExternalStore } from 'react';

// Whether the page responds does not change once it does: nothing to subscribe to.
const subscribe = () => () => undefined;

/**
 * Whether the component responds yet: false in the server's render and while React hydrates
 * that markup, true from the render after it, and from the first render of a page the browser
 * draws itself. A form of a server-rendered first screen is disabled until then: what a visitor
 * typed before the scripts ran would be lost, and a press of its button would send nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
