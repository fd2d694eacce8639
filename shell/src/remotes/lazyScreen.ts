import { lazy, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@council/site-config';
import { takeScreen, type Screen } from './federation';

const screens = new Map<string, LazyExoticComponent<Screen>>();

/**
 * One lazy component per screen and attempt, made outside render so React keeps its identity.
 * React.lazy remembers a failed import, so each retry asks for a new attempt number.
 */
export function lazyScreen(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let screen = screens.get(key);
  if (!screen) {
    screen = lazy(() => takeScreen(remote, module));
    screens.set(key, screen);
  }
  return screen;
}
