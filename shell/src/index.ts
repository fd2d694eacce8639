import { startRouteScreen } from './remotes/startRouteScreen';
import { nextTask } from './startup/nextTask';

/**
 * Start-up runs in short tasks (see nextTask): the federation runtime has just started; the
 * route's screen starts loading next, then the shell itself. The shell is imported across an
 * asynchronous boundary, so that Module Federation can settle shared packages before any import.
 */
async function start(): Promise<void> {
  await nextTask();
  startRouteScreen(window.location.pathname + window.location.search);
  await nextTask();
  await import('./bootstrap');
}

void start();
