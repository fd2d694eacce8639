// The shell's server bundle (dist/server/first-screen.js): its static server renders the page's
// frame with this, around the first screen that the route's remote renders.
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initI18n } from '@council/i18n';
import { StaticRouter } from '@council/router';
import { parseSiteConfig, setSiteConfig } from '@council/site-config';
import '../i18n/registerShellTexts';
import { ScreenSourceContext } from '../remotes/ScreenSource';
import { publicRouteFor } from '../routes/publicRouteFor';
import { SiteRoutes } from '../SiteRoutes';

/** Where the remote's markup goes: the frame's render leaves this element in the screen's place. */
export const SCREEN_MARKER = '<council-first-screen></council-first-screen>';

const FirstScreenMarker = () => createElement('council-first-screen');

export interface RenderedFrame {
  /** The frame's markup, with SCREEN_MARKER where the screen goes. */
  html: string;
  /** The screen a remote renders into it. */
  screen: { remote: string; module: string; props: Record<string, string> };
}

/** Sets up the council's identity and translation, once, before any frame. */
export function configureFrames(siteConfig: unknown): void {
  setSiteConfig(parseSiteConfig(siteConfig));
  initI18n();
}

/**
 * The remote serving the public route at `pathname`, or null for any other path: the server
 * names its entry in the page, so that the browser fetches it alongside the shell's own scripts.
 */
export function routeRemoteFor(pathname: string): string | null {
  return publicRouteFor(pathname)?.remote ?? null;
}

/**
 * The frame of a public route's page as the browser renders it for a visitor who is not signed
 * in, or null for any other path (those pages are rendered by the browser alone).
 */
export function renderFrame(pathname: string): RenderedFrame | null {
  const route = publicRouteFor(pathname);
  if (!route) return null;
  const html = renderToString(
    <StrictMode>
      <ScreenSourceContext.Provider value={() => FirstScreenMarker}>
        <StaticRouter location={pathname}>
          <SiteRoutes />
        </StaticRouter>
      </ScreenSourceContext.Provider>
    </StrictMode>,
  );
  return {
    html,
    screen: { remote: route.remote, module: route.module, props: route.props ?? {} },
  };
}
