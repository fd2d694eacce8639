import { useEffect, useState } from 'react';

/** What a screen knows about one call: still waiting, answered, or failed. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` once per mount and follows its answer. `load` must be stable (a module-level
 * function or one from useCallback); the shell mounts a fresh screen for each route.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (value) => {
        if (live) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', error });
      },
    );
    // A screen left before the answer must not be updated after it is gone.
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}
