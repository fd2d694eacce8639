// The shell's server bundle (dist/server/first-screen.js): its static server renders the page's
// frame with this, around the first screen that the route's remote renders.
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrate, QueryClientProvider, type DehydratedState } from '@council/query';
import { createQueryClient } from '@council/api-client';
import { renderWithAnswers } from '@council/first-screen-render';
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
import {
  configureApi,
  isSignedIn,
  readToken,
  RenderedRoleProvider,
  type Role,
} from '@council/shared-auth';
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
import { ownPageAt, type OwnPage } from '../routes/ownPages';
import { RenderedTokenProvider } from '../session/signedInPerson';
import { SiteRoutes } from '../SiteRoutes';

/** Where the remote's markup goes: the frame's render leaves this element in the screen's place. */
export const SCREEN_MARKER = '<council-first-screen></council-first-screen>';

const FirstScreenMarker = () => createElement('council-first-screen');

export interface RenderedFrame {
  /** The frame's markup, with SCREEN_MARKER where the screen goes. */
  html: string;
  /** The screen a remote renders into it; null for a page of the shell's own, rendered whole. */
  screen: { remote: string; module: string; props: Record<string, string> } | null;
  /** The title of the shell's own page, in `language`; absent for a remote's screen. */
  title?: string;
  /** The role of the session it was rendered for, or null for a visitor who is not signed in. */
  renderedFor: Role | null;
  /** The language it was rendered in ('en', 'hi'): the one asked for when offered, else English. */
  language: string;
  /** The answers the frame shows (the ticker's news), dehydrated, for the page's cache. */
  calls: Record<string, unknown>;
}

/**
 * How long the frame waits for its reads (the ticker's news, the site's last change): small
 * public lists, answered in a few milliseconds by an API that is well. One not answered by then
 * is asked for by the browser, as where no server renders the page.
 */
export const FRAME_READS_LIMIT_MS = 500;

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

/**
 * The shell's own page at `pathname` when its first screen comes from the server: only for a
 * visitor who is not signed in (a signed-in person opening the sign-in page is sent on by it).
 */
function serverRenderedOwnPage(pathname: string, renderedFor: Role | null): OwnPage | undefined {
  const page = ownPageAt(pathname);
  return page?.firstScreen === 'server' && renderedFor === null ? page : undefined;
}

/** Sets up the council's identity, the API the frame reads, and translation, once, before any frame. */
export function configureFrames(siteConfig: unknown): void {
  configured = parseSiteConfig(siteConfig);
  setSiteConfig(configured);
  configureApi({ baseUrl: configured.apiBaseUrl });
  initI18n();
}

/** What the server renders at a path for one session: a remote's screen in the frame, or a page of the shell's own. */
export interface PageOfSession {
  /** The screen a remote renders into the frame; null for the shell's own page, rendered whole. */
  screen: RenderedFrame['screen'];
  /** The role of the session, or null for a visitor who is not signed in. */
  renderedFor: Role | null;
}

/**
 * What the page at `pathname` holds for the session `token` stands for (or for a visitor who is
 * not signed in without one): the screen its remote renders, or the shell's own page that
 * declares a server first screen. Null for a path of no such page, or of a screen that session
 * may not open: the browser renders those pages alone, and sends the visitor where the guards
 * say. The shell's server asks the remote for the screen first, then renders the frame with the
 * screen's answers (renderFrame's `screenAnswers`).
 */
export function pageOfSession(
  pathname: string,
  screens: Screen[],
  token?: string,
): PageOfSession | null {
  const renderedFor = sessionRoleOf(token);
  const screen = screenOpenTo(screens, pathname, renderedFor);
  if (screen) {
    return {
      screen: { remote: screen.remote, module: screen.module, props: screen.props ?? {} },
      renderedFor,
    };
  }
  return serverRenderedOwnPage(pathname, renderedFor) ? { screen: null, renderedFor } : null;
}

function isDehydratedState(value: unknown): value is DehydratedState {
  const state = value as Partial<DehydratedState> | null;
  return Array.isArray(state?.queries) && Array.isArray(state?.mutations);
}

/**
 * The frame of a page as the browser renders it, for the page `pageOfSession` names (null where it
 * names none), in the reader's `language` (the cookie's or the address's; English when the site
 * does not offer it), at the address's query `search` ('?as=citizen': the sign-in page reads it,
 * '' for none). The shell's own pages that declare a server first screen come whole, the page in
 * the frame. `screens` is the merged table of this page load, the one the page embeds for the
 * browser. `screenAnswers` are the answers the remote's screen was rendered with: a read the
 * frame shares with it (the footer's last change and a screen's "Last updated" line) shows that
 * one answer, as the browser's one cache will when it hydrates both; read apart, the frame's
 * could be late or newer and the footer not match the page's answers.
 */
export async function renderFrame(
  pathname: string,
  screens: Screen[],
  token?: string,
  language: string = DEFAULT_LANGUAGE,
  search = '',
  screenAnswers?: unknown,
): Promise<RenderedFrame | null> {
  if (!configured) throw new Error('renderFrame needs configureFrames first.');
  const page = pageOfSession(pathname, screens, token);
  if (!page) return null;
  const { screen, renderedFor } = page;
  const ownPage = screen ? undefined : ownPageAt(pathname);
  const renderedIn = offeredLanguage(language) ?? DEFAULT_LANGUAGE;
  // Its module registers its texts: it comes first. The bundle holds every catalogue (one file,
  // no chunks): loaded in a moment, once.
  await ownPage?.page.preload();
  await loadLanguage(renderedIn);
  const config = { ...configured, screens };
  // A server render never retries: the browser asks again itself.
  const client = createQueryClient({ queries: { retry: false } });
  if (isDehydratedState(screenAnswers)) hydrate(client, screenAnswers);
  const render = () =>
    renderingIn(renderedIn, () => {
      setSiteConfig(config);
      return renderToString(
        <StrictMode>
          {/* As in the browser's App; the screen itself is the remote's. */}
          <QueryClientProvider client={client}>
            {/* The guards and the frame read the visitor's session, not the server's store. */}
            <RenderedRoleProvider value={renderedFor}>
              <RenderedTokenProvider value={renderedFor === null ? null : (token ?? null)}>
                <ScreenSourceContext.Provider value={() => FirstScreenMarker}>
                  <StaticRouter location={pathname + search}>
                    <SiteRoutes />
                  </StaticRouter>
                </ScreenSourceContext.Provider>
              </RenderedTokenProvider>
            </RenderedRoleProvider>
          </QueryClientProvider>
        </StrictMode>,
      );
    });
  const rendered = await renderWithAnswers(client, render, {
    required: false,
    withinMs: FRAME_READS_LIMIT_MS,
  })
    // Nothing of one page's answers stays on the server for the next.
    .finally(() => client.clear());
  return {
    html: rendered.html,
    calls: rendered.calls,
    screen,
    ...(ownPage ? { title: i18n.getFixedT(renderedIn, 'shell')(ownPage.titleKey) } : {}),
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
