import { lazy, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@council/site-config';
import { takeScreen, type Screen } from './federation';

const screens = new Map<string, LazyExoticComponent<Screen>>();
const loads = new Map<string, Promise<unknown>>();

const keyOf = (remote: RemoteName, module: string, attempt: number) =>
  `${remote}/${module}#${attempt}`;

/**
 * One lazy component per screen and attempt, made outside render so React keeps its identity.
 * React.lazy remembers a failed import, so each retry asks for a new attempt number.
 */
export function lazyScreen(remote: RemoteName, module: string, attempt: number) {
  const key = keyOf(remote, module, attempt);
  let screen = screens.get(key);
  if (!screen) {
    screen = lazy(() => {
      const load = takeScreen(remote, module);
      loads.set(key, load);
      return load;
    });
    screens.set(key, screen);
  }
  return screen;
}

/**
 * The load of a lazy screen's code, once its first render has started it (undefined before, and
 * for a screen that is not loaded this way); it settles when the code has arrived or failed.
 */
export function screenArrival(
  remote: RemoteName,
  module: string,
  attempt: number,
): Promise<unknown> | undefined {
  return loads.get(keyOf(remote, module, attempt));
}
