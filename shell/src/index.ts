import { startRouteScreen } from './remotes/startRouteScreen';

startRouteScreen(window.location.pathname);
// An asynchronous boundary, so that Module Federation can settle shared packages before any import.
import('./bootstrap');
