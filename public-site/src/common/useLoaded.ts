import { useContext, useEffect, useState } from 'react';
import { FirstScreenCallsContext, type FirstScreenCalls } from '../first-screen/firstScreenCalls';

/** What a screen knows about one call: still waiting, answered, or failed. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/** The call's outcome as a promise that never rejects, so no failure goes unhandled meanwhile. */
function settle<T>(load: () => Promise<T>): Promise<Loaded<T>> {
  return load().then(
    (value): Loaded<T> => ({ status: 'ready', value }),
    (error: unknown): Loaded<T> => ({ status: 'failed', error }),
  );
}

interface FirstCall<T> {
  load: () => Promise<T>;
  initial: Loaded<T>;
  /** null on the server, which renders without starting calls. */
  outcome: Promise<Loaded<T>> | null;
}

function firstCall<T>(
  load: () => Promise<T>,
  key: string | undefined,
  calls: FirstScreenCalls,
): FirstCall<T> {
  const known = key === undefined ? undefined : calls.take(key, load);
  if (known) {
    const initial: Loaded<T> = { status: 'ready', value: known.value as T };
    return { load, initial, outcome: Promise.resolve(initial) };
  }
  return { load, initial: LOADING, outcome: calls.startsCalls ? settle(load) : null };
}

/**
 * Runs `load` once per mount and follows its answer. `load` must be stable (a module-level
 * function or one from useCallback); the shell mounts a fresh screen for each route.
 * The call starts during the first render rather than in the effect, which runs after the first
 * paint: on a slow phone that is worth a frame or more, and the answer is what the screen awaits.
 * With a `key` (unique on the site, including any arguments of the call), the call may be made
 * by the server that renders the first screen; the screen then starts with its answer.
 */
export function useLoaded<T>(load: () => Promise<T>, key?: string): Loaded<T> {
  const calls = useContext(FirstScreenCallsContext);
  const [first] = useState(() => firstCall(load, key, calls));
  const [state, setState] = useState<Loaded<T>>(first.initial);
  useEffect(() => {
    let live = true;
    const outcome = (load === first.load ? first.outcome : null) ?? settle(load);
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
