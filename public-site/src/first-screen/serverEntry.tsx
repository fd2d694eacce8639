// The public site's server bundle (dist/server/first-screen.js): its static server renders the
// first screen of a page with this, for the shell's server to put into the page it sends.
import { initI18n } from '@council/i18n';
import { parseSiteConfig, setSiteConfig } from '@council/site-config';
import { configureApi } from '@council/shared-auth';
import { renderFirstScreen, type RenderedScreen } from './renderFirstScreen';

declare let __webpack_public_path__: string;

export interface ServerSettings {
  /** The site's configuration, as the shell's server embeds it in the page. */
  siteConfig: unknown;
  /** The address this remote's files are served from, ending in '/', for pictures and the like. */
  publicPath: string;
}

/** Sets up file addresses, the API, the council and translation, once, before any screen. */
export function configureFirstScreens({ siteConfig, publicPath }: ServerSettings): void {
  // A picture's module computes its address when it is first evaluated, so the screens are
  // imported only after this (below).
  __webpack_public_path__ = publicPath;
  const config = parseSiteConfig(siteConfig);
  configureApi({ baseUrl: config.apiBaseUrl });
  setSiteConfig(config);
  initI18n();
}

/**
 * The module's first screen at the page's address (path and query, as `/notice?page=2`), or null
 * when this module is rendered in the browser only.
 */
export async function renderScreen(
  module: string,
  props: Record<string, string>,
  location = '/',
): Promise<RenderedScreen | null> {
  const { serverScreen } = await import('./serverScreens');
  const Screen = await serverScreen(module);
  return Screen ? renderFirstScreen(Screen, props, location) : null;
}
