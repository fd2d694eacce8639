import { useEffect } from 'react';

/**
 * Set on <html> once the page's screen (a remote's, or the shell's own page) is live: mounted, or
 * hydrated over the server's markup.
 */
export const SCREEN_LIVE_ATTRIBUTE = 'data-screen-live';

/**
 * A server-rendered screen is shown before the scripts that make it respond have run; this
 * marks the moment it does respond, for the end-to-end tests and for anyone measuring the site.
 * It renders nothing, so the server's markup and the browser's stay the same.
 */
export function ScreenLive() {
  useEffect(() => {
    document.documentElement.setAttribute(SCREEN_LIVE_ATTRIBUTE, '');
  }, []);
  return null;
}
