import { useSyncExternalStore } from 'react';
import { apiHost, isExternalAddress } from './externalAddress';

// Where the site is does not change while a page is open: nothing to subscribe to.
const subscribe = () => () => undefined;

function ownHosts(withPage: boolean): string[] {
  const hosts = [apiHost()];
  if (withPage && typeof window !== 'undefined') hosts.push(window.location.host.toLowerCase());
  return hosts.filter((host): host is string => host !== null);
}

/**
 * Whether `href` leads to another website than the council's (its pages or its API). The server
 * that renders a first screen does not know the page's host, and hydration starts from what it
 * rendered; the browser then corrects a link to the site's own host by an absolute address.
 */
export function useIsExternal(href: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isExternalAddress(href, ownHosts(true)),
    () => isExternalAddress(href, ownHosts(false)),
  );
}
