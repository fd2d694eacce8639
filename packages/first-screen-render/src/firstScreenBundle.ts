import { DEFAULT_LANGUAGE, initI18n, loadLanguage, offeredLanguage } from '@council/i18n';
import { createElement } from 'react';
import {
  configureApi,
  readToken,
  readTokensFrom,
  RenderedRoleProvider,
  type Role,
} from '@council/shared-auth';
import { parseSiteConfig, setSiteConfig } from '@council/site-config';
import { renderFirstScreen, type RenderedScreen } from './renderFirstScreen';
import { inVisitorScope, tokenOfRender } from './renderScope';
import type { Page, ServerScreens } from './serverScreens';

export interface ServerSettings {
  /** The site's configuration, as the shell's server embeds it in the page. */
  siteConfig: unknown;
  /** The address this remote's files are served from, ending in '/', for pictures and the like. */
  publicPath: string;
}

/** What a remote's server bundle (dist/server/first-screen.js) exports for its static server. */
export interface FirstScreenBundle {
  /** Sets up file addresses, the API, the council and translation, once, before any screen. */
  configureFirstScreens(settings: ServerSettings): void;
  /**
   * The module's first screen at the page's address (path and query, as `/notice?page=2`), or
   * null when this module is rendered in the browser only. With the visitor's session `token`,
   * the screen's admin and user calls carry it (and only this render's calls); without one they
   * fail, and so does the render. It renders in the reader's `language` ('hi'), English when the
   * site does not offer it.
   */
  renderScreen(
    module: string,
    props: Record<string, string>,
    location?: string,
    token?: string,
    language?: string,
  ): Promise<RenderedScreen | null>;
}

export interface BundleOptions {
  /**
   * Sets the bundle's `__webpack_public_path__`: a free variable of the remote's own bundle,
   * which only its own entry can set.
   */
  setPublicPath(publicPath: string): void;
}

/** The role a session token names; null for none, or for a token that names no role we know. */
function roleOf(token: string | undefined): Role | null {
  if (!token) return null;
  try {
    return readToken(token).role;
  } catch {
    return null;
  }
}

/** The server bundle of a remote, rendering the pages of its `screens`. */
export function firstScreenBundle(
  screens: ServerScreens,
  { setPublicPath }: BundleOptions,
): FirstScreenBundle {
  return {
    configureFirstScreens({ siteConfig, publicPath }) {
      setPublicPath(publicPath);
      const config = parseSiteConfig(siteConfig);
      configureApi({ baseUrl: config.apiBaseUrl });
      // A remote's server is given no table of screens: its signed-in layout's links are then
      // its own screens, as on the remote's stand-alone page.
      setSiteConfig({
        council: config.council,
        screens: config.screens.length > 0 ? config.screens : screens.own,
      });
      initI18n();
      // No one session on a server: each call carries the token of the render it is made for.
      readTokensFrom(tokenOfRender);
    },
    async renderScreen(module, props, location = '/', token, language = DEFAULT_LANGUAGE) {
      const Screen = await screens.serverScreen(module);
      if (!Screen) return null;
      // The page's module has registered its catalogues: the bundle holds them all (one file).
      const renderedIn = offeredLanguage(language) ?? DEFAULT_LANGUAGE;
      await loadLanguage(renderedIn);
      const role = roleOf(token);
      // The screen reads the visitor's role as in the browser (useRole): the signed-in layout's
      // menu lists what that role may open, the same on both sides of hydration.
      const ForVisitor: Page = (screenProps) =>
        createElement(RenderedRoleProvider, { value: role }, createElement(Screen, screenProps));
      return inVisitorScope(token || null, () =>
        renderFirstScreen(ForVisitor, props, location, renderedIn),
      );
    },
  };
}
