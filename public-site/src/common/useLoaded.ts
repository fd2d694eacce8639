import { useEffect, useState } from 'react';

/** What a screen knows about one call: still waiting, answered, or failed. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/** The call's outcome as a promise that never rejects, so no failure goes unhandled meanwhile. */
function settle<T>(load: () => Promise<T>) {
  const outcome = load().then(
    (value): Loaded<T> => ({ status: 'ready', value }),
    (error: unknown): Loaded<T> => ({ status: 'failed', error }),
  );
  return { load, outcome };
}

/**
 * Runs `load` once per mount and follows its answer. `load` must be stable (a module-level
 * function or one from useCallback); the shell mounts a fresh screen for each route.
 * The call starts during the first render rather than in the effect, which runs after the first
 * paint: on a slow phone that is worth a frame or more, and the answer is what the screen awaits.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [first] = useState(() => settle(load));
  useEffect(() => {
    let live = true;
    const { outcome } = load === first.load ? first : settle(load);
    void outcome.then((loaded) => {
      if (live) setState(loaded);
    });
    // A screen left before the answer must not be updated after it is gone.
    return () => {
      live = false;
    };
  }, [load, first]);
  return state;
}
