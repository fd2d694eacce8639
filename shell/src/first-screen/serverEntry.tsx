// The shell's server bundle (dist/server/first-screen.js): its static server renders the page's
// frame with this, around the first screen that the route's remote renders.
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@council/query';
import { createQueryClient } from '@council/api-client';
import { initI18n } from '@council/i18n';
import { StaticRouter } from '@council/router';
import {
  parseSiteConfig,
  publicScreenAt,
  setSiteConfig,
  type Screen,
  type SiteConfig,
} from '@council/site-config';
import '../i18n/registerShellTexts';
import { ScreenSourceContext } from '../remotes/ScreenSource';
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

let configured: SiteConfig | null = null;

/** Sets up the council's identity and translation, once, before any frame. */
export function configureFrames(siteConfig: unknown): void {
  configured = parseSiteConfig(siteConfig);
  setSiteConfig(configured);
  initI18n();
}

/**
 * The frame of a public screen's page as the browser renders it for a visitor who is not signed
 * in, or null for any other path (those pages are rendered by the browser alone). `screens` is
 * the merged table of this page load, the one the page embeds for the browser.
 */
export function renderFrame(pathname: string, screens: Screen[]): RenderedFrame | null {
  if (!configured) throw new Error('renderFrame needs configureFrames first.');
  const screen = publicScreenAt(screens, pathname);
  if (!screen) return null;
  setSiteConfig({ ...configured, screens });
  const html = renderToString(
    <StrictMode>
      {/* As in the browser's App; the frame itself reads nothing, its screen is the remote's. */}
      <QueryClientProvider client={createQueryClient()}>
        <ScreenSourceContext.Provider value={() => FirstScreenMarker}>
          <StaticRouter location={pathname}>
            <SiteRoutes />
          </StaticRouter>
        </ScreenSourceContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return {
    html,
    screen: { remote: screen.remote, module: screen.module, props: screen.props ?? {} },
  };
}
