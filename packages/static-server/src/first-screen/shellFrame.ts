import type { Screen } from '@council/site-config/node';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteName, SiteConfig } from '../siteConfig';
import { FIRST_SCREEN_PATH, RENDER_LIMIT_MS, type FirstScreenAnswer } from './remoteScreens';
import { pageCalls } from './pageCalls';
import { folderOf, loadServerBundle } from './serverBundle';
import { briefError } from '../briefError';
import { withoutLanguage } from '../language';

/** What the shell's server bundle offers (shell/src/first-screen/serverEntry.tsx). */
interface ShellBundle {
  SCREEN_MARKER: string;
  /** The codes of the languages the site offers ('en', 'hi'). */
  LANGUAGES: readonly string[];
  configureFrames(siteConfig: SiteConfig): void;
  /** What the page at `pathname` holds for the session of `sessionToken` (or a visitor). */
  pageOfSession(
    pathname: string,
    screens: Screen[],
    sessionToken: string | undefined,
  ): PageOfSession;
  /** The page's description, naming the council, in `language`. */
  describePage(language: string): Promise<string>;
  renderFrame(
    pathname: string,
    screens: Screen[],
    sessionToken: string | undefined,
    language: string,
    /** The address's query without ?lang= ('' or from its '?'): the frame's pages read it. */
    search: string,
    /** The answers the remote's screen was rendered with: the frame shows the reads it shares. */
    screenAnswers?: Record<string, unknown>,
  ): Promise<{
    html: string;
    /** The remote's screen to put in it; null for the shell's own page, rendered whole. */
    screen: ScreenOfRemote | null;
    /** The title of the shell's own page, in `language`. */
    title?: string;
    /** The role of the session the frame was rendered for; null for a visitor. */
    renderedFor: string | null;
    /** The language it was rendered in. */
    language: string;
    /** The answers of the frame's own reads (the ticker's news); absent: it read nothing. */
    calls?: Record<string, unknown>;
  } | null>;
}

/** A screen a remote renders, as the shell's bundle names it. */
interface ScreenOfRemote {
  remote: RemoteName;
  module: string;
  props: Record<string, string>;
}

/** What the page at a path holds for one session (the shell's bundle says), or null: the browser renders it. */
type PageOfSession = {
  /** The remote's screen; null for the shell's own page, rendered whole. */
  screen: ScreenOfRemote | null;
  /** The role of the session; null for a visitor. */
  renderedFor: string | null;
} | null;

/** A page's first screen, rendered: the whole content of #root, its stylesheets and answers. */
export interface FirstScreen {
  rootHtml: string;
  /** <link>s for <head>: the screen's preloads. */
  head: string;
  stylesheets: string[];
  calls: Record<string, unknown>;
  /** The title the screen names its page by (a tender's own), in the route's title's place. */
  title?: string;
  /** The item's description the screen gives (a notice's), in the site's description's place. */
  description?: string;
  /** The screen shows that the item its address names does not exist: the page answers 404. */
  notFound?: true;
  /**
   * The role of the session the page was rendered for (the session cookie's), or null for a
   * visitor who is not signed in. A page rendered for a session is that person's alone.
   */
  renderedFor: string | null;
  /** The language the frame and the screen were rendered in ('en', 'hi'). */
  language: string;
}

/** One page load as the shell's server sees it. */
export interface PageLoad {
  pathname: string;
  /** The address's query, '' or from its '?' ('?page=2'): the screen renders the page it names. */
  search: string;
  /** The merged table of this load, the one the page embeds. */
  screens: Screen[];
  /** The screen at `pathname`, looked up once for the page; undefined for a path of no screen. */
  screen: Screen | undefined;
  /** The token of the session cookie, when the browser sent one; the shell's bundle reads it. */
  sessionToken: string | undefined;
  /** The reader's language (the address's ?lang=, else the cookie's), one the site offers. */
  language: string;
}

/** What the shell's server knows of a page from its server bundle and the screen table. */
export interface ShellPages {
  /** The codes of the languages the site offers, from the shell's bundle. */
  languages: readonly string[];
  /** The page's first screen, or null when the browser is to render it. */
  firstScreen(page: PageLoad): Promise<FirstScreen | null>;
  /** The page's <meta name="description"> in `language`, naming the council. */
  describe(language: string): Promise<string>;
}

/** The entry of the remote serving the page's public screen, for the page to preload. */
export function remoteEntryFor(
  config: SiteConfig,
  publicScreen: Screen | undefined,
): string | undefined {
  return publicScreen && config.remotes[publicScreen.remote];
}

// The remote's own limit, plus the way there and back.
const FETCH_LIMIT_MS = RENDER_LIMIT_MS + 500;

/** The shell's pages as its server bundle knows them, or null when its build has none. */
export function shellPages(
  root: string,
  config: SiteConfig,
  log: FastifyBaseLogger,
): ShellPages | null {
  const bundle = loadServerBundle<ShellBundle>(root);
  if (!bundle) return null;
  bundle.configureFrames(config);
  return {
    languages: bundle.LANGUAGES,
    firstScreen: firstScreens(bundle, config, log),
    describe: (language) => bundle.describePage(language),
  };
}

/**
 * For a screen its remote declares `firstScreen: 'server'`, and for the shell's own pages that
 * declare it (the sign-in page, the sitemap: shell/src/routes/ownPages.ts), asks the remote for
 * the screen (with the session's token for the screen's calls, when it needs one), then renders
 * the frame for the page's visitor (signed in with the session cookie's token, or not) with the
 * screen's answers, so that a read both show is one answer on the page; any failure (a screen
 * that session may not open, remote down, slow, a token the API refuses, or no render of that
 * screen) gives null, and the browser renders the page, as it does for every other screen.
 */
function firstScreens(
  bundle: ShellBundle,
  config: SiteConfig,
  log: FastifyBaseLogger,
): ShellPages['firstScreen'] {
  return async (page) => {
    // A path of no screen may be one of the shell's own pages: its bundle knows which.
    if (page.screen && page.screen.firstScreen !== 'server') return null;
    try {
      const opened = bundle.pageOfSession(page.pathname, page.screens, page.sessionToken);
      if (!opened) return null;
      // The shell's own page has no remote's screen; a remote's screen not rendered, no page.
      const screen = opened.screen
        ? await remoteScreen(config, page, opened.screen, opened.renderedFor)
        : undefined;
      if (screen === null) return null;
      const frame = await bundle.renderFrame(
        page.pathname,
        page.screens,
        page.sessionToken,
        page.language,
        withoutLanguage(page.search),
        screen?.calls,
      );
      if (!frame) return null;
      if (!screen) return ownPage(frame);
      return {
        rootHtml: frame.html.replace(bundle.SCREEN_MARKER, () => screen.html),
        head: screen.head,
        stylesheets: screen.stylesheets,
        calls: pageCalls(frame.calls, screen.calls),
        ...(screen.title ? { title: screen.title } : {}),
        ...(screen.description ? { description: screen.description } : {}),
        ...(screen.notFound ? { notFound: true as const } : {}),
        renderedFor: frame.renderedFor,
        language: frame.language,
      };
    } catch (error) {
      log.warn(
        { err: briefError(error), pathname: page.pathname },
        'first screen left to the browser',
      );
      return null;
    }
  };
}

/**
 * The remote's render of the page's screen, in the page's language (one throughout), or null
 * when it renders none: 404, that screen is rendered in the browser; 503, its data did not come
 * in time.
 */
async function remoteScreen(
  config: SiteConfig,
  page: PageLoad,
  { remote, module, props }: ScreenOfRemote,
  renderedFor: string | null,
): Promise<FirstScreenAnswer | null> {
  const folder = folderOf(config.remotes[remote]);
  if (!folder) return null;
  const address = new URL(FIRST_SCREEN_PATH.slice(1), folder);
  address.searchParams.set('module', module);
  address.searchParams.set('props', JSON.stringify(props));
  address.searchParams.set('location', page.pathname + withoutLanguage(page.search));
  address.searchParams.set('language', page.language);
  // Only a screen that needs the session gets its token, for the calls that need it.
  const headers: Record<string, string> =
    page.screen?.access !== 'public' && renderedFor !== null && page.sessionToken
      ? { authorization: `Bearer ${page.sessionToken}` }
      : {};
  const response = await fetch(address, { headers, signal: AbortSignal.timeout(FETCH_LIMIT_MS) });
  if (!response.ok) return null;
  const screen: unknown = await response.json();
  if (!isAnswer(screen)) throw new Error('the remote answered something else than a screen');
  return screen;
}

type RenderedFrame = NonNullable<Awaited<ReturnType<ShellBundle['renderFrame']>>>;

/** The shell's own page, rendered whole in its frame: no remote's markup, files or answers. */
function ownPage(frame: RenderedFrame): FirstScreen {
  return {
    rootHtml: frame.html,
    head: '',
    stylesheets: [],
    calls: frame.calls ?? {},
    ...(frame.title ? { title: frame.title } : {}),
    renderedFor: frame.renderedFor,
    language: frame.language,
  };
}

// The head of a remote's screen may only add resources to fetch, nothing that runs or shows.
const ONLY_LINKS = /^(?:<link [^<>]*>)*$/;
// A page's title is a line of text, not a page of it; a description a few paragraphs at most
// (the page's <head> carries a summary of it).
const MAX_TITLE_LENGTH = 500;
const MAX_DESCRIPTION_LENGTH = 10_000;

function isText(text: unknown, maxLength: number): boolean {
  return text === undefined || (typeof text === 'string' && text.length <= maxLength);
}

function isAnswer(value: unknown): value is FirstScreenAnswer {
  const answer = value as Partial<FirstScreenAnswer> | null;
  return (
    typeof answer?.html === 'string' &&
    typeof answer.head === 'string' &&
    ONLY_LINKS.test(answer.head) &&
    typeof answer.calls === 'object' &&
    answer.calls !== null &&
    Array.isArray(answer.stylesheets) &&
    answer.stylesheets.every((href) => typeof href === 'string') &&
    isText(answer.title, MAX_TITLE_LENGTH) &&
    isText(answer.description, MAX_DESCRIPTION_LENGTH) &&
    (answer.notFound === undefined || answer.notFound === true)
  );
}
