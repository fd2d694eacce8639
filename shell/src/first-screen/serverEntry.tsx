// The shell's server bundle (dist/server/first-screen.js): its static server renders the page's
// frame with this, around the first screen that the route's remote renders.
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@council/query';
import { createQueryClient } from '@council/api-client';
import {
  DEFAULT_LANGUAGE,
  i18n,
  initI18n,
  languages,
  loadLanguage,
  offeredLanguage,
  renderingIn,
} from '@council/i18n';
import { StaticRouter } from '@council/router';
import { isSignedIn, readToken, RenderedRoleProvider, type Role } from '@council/shared-auth';
import {
  councilNameIn,
  parseSiteConfig,
  setSiteConfig,
  type Screen,
  type SiteConfig,
} from '@council/site-config';
import { screenOpenTo } from '@council/site-config/screens';
import '../i18n/registerShellTexts';
import { ScreenSourceContext } from '../remotes/ScreenSource';
import { RenderedTokenProvider } from '../session/signedInPerson';
import { SiteRoutes } from '../SiteRoutes';

/** Where the remote's markup goes: the frame's render leaves this element in the screen's place. */
export const SCREEN_MARKER = '<council-first-screen></council-first-screen>';

const FirstScreenMarker = () => createElement('council-first-screen');

export interface RenderedFrame {
  /** The frame's markup, with SCREEN_MARKER where the screen goes. */
  html: string;
  /** The screen a remote renders into it. */
  screen: { remote: string; module: string; props: Record<string, string> };
  /** The role of the session it was rendered for, or null for a visitor who is not signed in. */
  renderedFor: Role | null;
  /** The language it was rendered in ('en', 'hi'): the one asked for when offered, else English. */
  language: string;
}

/** The codes of the languages the site offers, for the static server to read a choice by. */
export const LANGUAGES: readonly string[] = languages.map((language) => language.code);

/** The role of the session a token stands for; null when unreadable, of no known role, or expired. */
function sessionRoleOf(token: string | undefined): Role | null {
  if (!token) return null;
  try {
    const { role, expiresAt } = readToken(token);
    // A token without its own expiry still ends: the browser's session lasts 5 minutes at most.
    return isSignedIn({ token, role, expiresAt: expiresAt ?? Infinity }) ? role : null;
  } catch {
    return null;
  }
}

let configured: SiteConfig | null = null;

/** Sets up the council's identity and translation, once, before any frame. */
export function configureFrames(siteConfig: unknown): void {
  configured = parseSiteConfig(siteConfig);
  setSiteConfig(configured);
  initI18n();
}

/**
 * The frame of a screen's page as the browser renders it: for the session `token` stands for
 * (from the session cookie), or for a visitor who is not signed in, in the reader's `language`
 * (the cookie's or the address's; English when the site does not offer it). Null for a path of
 * no screen, or of a screen that session (or that visitor) may not open: the browser renders
 * those pages alone, and sends the visitor where the guards say. `screens` is the merged table
 * of this page load, the one the page embeds for the browser.
 */
export async function renderFrame(
  pathname: string,
  screens: Screen[],
  token?: string,
  language: string = DEFAULT_LANGUAGE,
): Promise<RenderedFrame | null> {
  if (!configured) throw new Error('renderFrame needs configureFrames first.');
  const renderedFor = sessionRoleOf(token);
  const screen = screenOpenTo(screens, pathname, renderedFor);
  if (!screen) return null;
  const renderedIn = offeredLanguage(language) ?? DEFAULT_LANGUAGE;
  // The bundle holds every catalogue (one file, no chunks): loaded in a moment, once.
  await loadLanguage(renderedIn);
  const config = { ...configured, screens };
  const html = renderingIn(renderedIn, () => {
    setSiteConfig(config);
    return renderToString(
      <StrictMode>
        {/* As in the browser's App; the frame itself reads nothing, its screen is the remote's. */}
        <QueryClientProvider client={createQueryClient()}>
          {/* The guards and the frame read the visitor's session, not the server's store. */}
          <RenderedRoleProvider value={renderedFor}>
            <RenderedTokenProvider value={renderedFor === null ? null : (token ?? null)}>
              <ScreenSourceContext.Provider value={() => FirstScreenMarker}>
                <StaticRouter location={pathname}>
                  <SiteRoutes />
                </StaticRouter>
              </ScreenSourceContext.Provider>
            </RenderedTokenProvider>
          </RenderedRoleProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
  return {
    html,
    screen: { remote: screen.remote, module: screen.module, props: screen.props ?? {} },
    renderedFor,
    language: renderedIn,
  };
}

/**
 * The page's description (its <meta name="description">, what a search result shows under its
 * title) in the reader's `language` (English where the site does not offer it), naming the
 * council in it: index.html's own is English and names no council.
 */
export async function describePage(language: string = DEFAULT_LANGUAGE): Promise<string> {
  if (!configured) throw new Error('describePage needs configureFrames first.');
  const describedIn = offeredLanguage(language) ?? DEFAULT_LANGUAGE;
  await loadLanguage(describedIn);
  return i18n.getFixedT(describedIn, 'shell')('page.description', {
    name: councilNameIn(configured.council, describedIn),
  });
}
