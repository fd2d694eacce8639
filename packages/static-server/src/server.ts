import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { minify } from 'terser';
import { SERVER_FOLDER, SESSION_COOKIE } from '@council/first-screen';
import {
  councilFrom,
  councilNameIn,
  DEFAULT_PORTS,
  feedOfList,
  ITEM_PAGES,
  normalisePath,
  onlyIfPublic,
  pageTitle,
  screenAt,
  type Screen,
} from '@council/site-config/node';
import { cacheControlFor, PRIVATE_PAGE } from './cachePolicy';
import { cookieOf } from './cookies';
import { registerRemoteScreens } from './first-screen/remoteScreens';
import { criticalStyles, type CriticalStyles } from './first-screen/criticalStyles';
import { serveStylesheetsWithoutFontFaces } from './first-screen/stylesheetsWithoutFontFaces';
import { remoteEntryFor, shellPages, type FirstScreen } from './first-screen/shellFrame';
import {
  embedSiteConfig,
  FIRST_SCREEN_SCRIPTS_PATH,
  stylesheetsOf,
  withCriticalStyles,
  withDescription,
  withFirstScreen,
  withFontPreload,
  withLanguage,
  withStylesheetsLinked,
  withTitle,
} from './html';
import { feedAddress, feedTitle, registerFeeds } from './feeds/registerFeeds';
import { devanagariFontsOf } from './fonts';
import { summaryOf, withFeedLink, withSharing } from './headTags';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  languageCookie,
  pageLanguage,
  withoutLanguage,
} from './language';
import { readerAttributes, withReaderChoice } from './readerChoice';
import { createScreenTable } from './screens/screenTable';
import { isPageOfSite } from './screens/sitePages';
import { allowingInlineStyle, registerSecurityHeaders, type AppKind } from './securityHeaders';
import type { SiteConfig } from './siteConfig';
import { DEFAULT_SERVER_TIMEOUTS, serverTimeoutOptions, type ServerTimeouts } from './timeouts';

// Beside dist/, in the package: a browser script, not compiled with the server.
const FIRST_SCREEN_SCRIPTS_FILE = path.join(__dirname, '..', 'browser', 'first-screen-scripts.js');

export interface ServerOptions {
  kind: AppKind;
  /** The built app's folder (absolute). */
  root: string;
  config: SiteConfig;
  logger?: boolean | { level: string };
  /** How long a page load waits on a remote's screens.json (the host's). */
  screensLimitMs?: number;
  /** The site's address (SITE_URL): over https, every answer carries Strict-Transport-Security. */
  siteUrl?: string;
  /**
   * Whether the build's source maps (*.map) are served (SERVE_SOURCE_MAPS=1): off by default,
   * as they show the site's source to anyone; the team turns them on where it debugs.
   */
  serveSourceMaps?: boolean;
  /** How long a client may take (DEFAULT_SERVER_TIMEOUTS when absent; tests set short ones). */
  timeouts?: ServerTimeouts;
}

/** Serves one built app folder as it is deployed. */
export async function buildServer({
  kind,
  root,
  config,
  logger = false,
  screensLimitMs,
  siteUrl,
  serveSourceMaps = false,
  timeouts = DEFAULT_SERVER_TIMEOUTS,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, ...serverTimeoutOptions(timeouts) });

  await registerSecurityHeaders(app, kind, config, siteUrl);
  app.addHook('onSend', async (request, reply) => {
    if (kind === 'remote') reply.header('access-control-allow-origin', '*');
    // A handler that has chosen its own rule (a page rendered for one person) keeps it.
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', cacheControlFor(pathnameOf(request), reply.statusCode));
    }
  });

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  serveStylesheetsWithoutFontFaces(app, root);
  // Cache-Control is the onSend hook's; the index page is ours, to embed the configuration.
  // preCompressed: the build's name.br / name.gz (best quality) go out as they are, where the
  // browser accepts them; compress above only handles what has no such copy.
  await app.register(fastifyStatic, {
    root,
    index: false,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathName) => isFileOfSite(pathName, serveSourceMaps),
  });

  // The host's configuration carries the site's screens as the remotes publish them now.
  const table = kind === 'host' ? createScreenTable(config, app.log, screensLimitMs) : null;
  const currentConfig = async (): Promise<SiteConfig> =>
    table ? { ...config, screens: await table.current() } : config;

  // Both kinds answer the configuration: a remote's stand-alone page needs the API address too.
  app.get('/config.json', async (_request, reply) => reply.send(await currentConfig()));

  if (kind === 'remote') registerRemoteScreens(app, root, config);
  const pages = kind === 'host' ? shellPages(root, config, app.log) : null;
  const critical = pages && criticalStyles(root, app.log);
  if (critical) {
    // Bootstrap's plan takes a few hundred ms to compile: once, now, not in a reader's page.
    const index = withStylesheetsLinked(await readFile(path.join(root, 'index.html'), 'utf8'));
    await critical.of(index, stylesheetsOf(index));
  }
  if (pages) {
    // Sent minified: the file keeps its comments for the reader, the page needs none of them.
    const { code: scripts = '' } = await minify(await readFile(FIRST_SCREEN_SCRIPTS_FILE, 'utf8'));
    app.get(FIRST_SCREEN_SCRIPTS_PATH, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(scripts),
    );
  }

  const council = councilFrom(config.council);
  // Feeds, the sitemap and a shared link's preview name pages by absolute addresses: the site's
  // (SITE_URL), or the shell's default address where none is configured (a developer's machine).
  const siteAddress = (siteUrl ?? `http://localhost:${DEFAULT_PORTS.shell}`).replace(/\/+$/, '');
  if (kind === 'host') {
    registerFeeds(app, {
      config,
      siteUrl: siteAddress,
      screens: async () => (await currentConfig()).screens,
      languages: pages?.languages ?? [DEFAULT_LANGUAGE],
      ...(pages ? { describe: (language: string) => pages.describe(language) } : {}),
    });
  }
  // Preloaded by the pages in Hindi (the only language written in Devanagari).
  const devanagariFonts = kind === 'host' ? devanagariFontsOf(root) : [];

  /**
   * The app's page for `request`. `mayBeMissing`: for an address no route of the server names,
   * which answers 404 (the page still: the shell shows its not-found screen) when the host's
   * complete table of screens knows no such page.
   */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, mayBeMissing = false) => {
    const pathname = pathnameOf(request);
    const [html, pageConfig] = await Promise.all([
      readFile(path.join(root, 'index.html'), 'utf8'),
      currentConfig(),
    ]);
    const { screens } = pageConfig;
    // With a remote's list never read, its screens are unknown: better a 200 than a false 404.
    const missing = mayBeMissing && !!table?.isComplete() && !isPageOfSite(pathname, screens);
    // The page's screen, looked up once: a signed-in screen is titled too, but only a public one
    // is preloaded or rendered before anyone signs in.
    const screen = screenAt(screens, pathname);
    const publicScreen = onlyIfPublic(screen);
    // The reader's language (?lang=, else the cookie): the languages are the shell bundle's.
    const language = pageLanguage(request, pages?.languages ?? [DEFAULT_LANGUAGE]);
    const firstScreen =
      pages &&
      (await pages.firstScreen({
        pathname,
        search: searchOf(request),
        screens,
        screen,
        sessionToken: cookieOf(request, SESSION_COOKIE),
        language: language.code,
      }));
    const page = embedSiteConfig(html, pageConfig, remoteEntryFor(config, publicScreen));
    // A screen about one item (a tender) names its page after it, where the server rendered it.
    const routeTitle = screen && (screen.title[language.code] ?? screen.title.en);
    const councilName = councilNameIn(council, language.code);
    const title = titleOfPage(kind, firstScreen?.title ?? routeTitle, councilName);
    const titled = title === null ? page : withTitle(page, title);
    // An item's page is described by the item (a shared link's preview says what it is).
    const description = firstScreen?.description
      ? summaryOf(firstScreen.description)
      : await pages?.describe(language.code);
    const described =
      description === undefined
        ? titled
        : headOfSharedPage(withDescription(titled, description), {
            title: title ?? councilName,
            description,
            url: `${siteAddress}${pathname}${sharedQuery(searchOf(request), language.code)}`,
            screen,
            siteName: councilName,
            language: language.code,
            screens,
            config,
          });
    const inLanguage = withReaderChoice(
      inReadersLanguage(described, language.code, devanagariFonts),
      readerAttributes(request),
    );
    // The same address is a page in either language (and text size, and contrast), by the
    // reader's cookies: no cache may hand one reader's language (or session) to another.
    if (kind === 'host') reply.header('vary', 'cookie');
    // A shared link's ?lang= becomes the reader's choice, as the browser's start-up makes it.
    if (language.fromAddress && cookieOf(request, LANGUAGE_COOKIE) !== language.code) {
      reply.header('set-cookie', languageCookie(language.code));
    }
    // A page with someone's own rows in it is kept by no cache, the browser's included.
    if (firstScreen?.renderedFor) reply.header('cache-control', PRIVATE_PAGE);
    // A screen that found no item at its address (a removed notice) is a page of nothing.
    return reply
      .code(missing || firstScreen?.notFound ? 404 : 200)
      .type('text/html; charset=utf-8')
      .send(
        firstScreen
          ? await pageWithFirstScreen(reply, inLanguage, firstScreen, critical)
          : inLanguage,
      );
  };
  app.get('/', (request, reply) => sendIndex(request, reply));
  app.get('/index.html', (request, reply) => sendIndex(request, reply));

  // Routes of the single-page app have no extension and no file: they get the page, so a deep
  // link survives a refresh, and an address of no page gets it with 404. A missing file (/x.js)
  // is a plain 404, never HTML posing as code.
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRoute = path.posix.extname(pathnameOf(request)) === '';
    if ((request.method === 'GET' || request.method === 'HEAD') && isPageRoute) {
      return sendIndex(request, reply, true);
    }
    // A form of a server-rendered page sent before the scripts took it over (the sign-in form
    // is method="post"): nothing here reads it, so the reader gets the page again, to send it
    // once it responds, rather than an error page.
    if (request.method === 'POST' && isPageRoute && kind === 'host') {
      return reply.redirect(request.url, 303);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  return app;
}

/**
 * The page with its first screen, painted from its HTML alone: the screen's CSS is in the page
 * (its hash allowed by this answer's policy) and the stylesheets come after the paint. Where a
 * stylesheet could not be read, the page links them as before.
 */
async function pageWithFirstScreen(
  reply: FastifyReply,
  html: string,
  screen: FirstScreen,
  critical: CriticalStyles | null,
): Promise<string> {
  const page = withFirstScreen(html, screen);
  const styles = critical && (await critical.of(page, stylesheetsOf(page)));
  if (!styles) return page;
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', allowingInlineStyle(policy, styles.css));
  }
  return withCriticalStyles(page, styles);
}

const ITEM_PAGE_PATHS = new Set(Object.values(ITEM_PAGES).map(normalisePath));

interface SharedPage {
  title: string;
  description: string;
  url: string;
  screen: Screen | undefined;
  siteName: string;
  language: string;
  screens: readonly Screen[];
  config: SiteConfig;
}

/**
 * A host's page with what a shared link's preview and a feed reader read in its <head>: the Open
 * Graph tags, and on a list page with a feed, the link to that feed in the reader's language.
 */
function headOfSharedPage(html: string, page: SharedPage): string {
  const isItem = !!page.screen && ITEM_PAGE_PATHS.has(normalisePath(page.screen.path));
  const shared = withSharing(html, {
    title: page.title,
    description: page.description,
    url: page.url,
    type: isItem ? 'article' : 'website',
    siteName: page.siteName,
    locale: page.language === 'hi' ? 'hi_IN' : 'en_IN',
  });
  const feed = page.screen && feedOfList(page.screen.path);
  if (!feed) return shared;
  return withFeedLink(shared, {
    title: feedTitle(feed, page.screens, page.config, page.language),
    href: feedAddress(feed, page.language),
  });
}

/**
 * The query of a page's shared address: the page's own (an item's ?id=), with the language it
 * was read in, so that a link shared from a page in Hindi opens in Hindi.
 */
function sharedQuery(search: string, language: string): string {
  const own = new URLSearchParams(withoutLanguage(search));
  if (language !== DEFAULT_LANGUAGE) own.set(LANGUAGE_PARAMETER, language);
  return own.size > 0 ? `?${own.toString()}` : '';
}

/**
 * The page in the reader's language: the build's page is English; another language is named from
 * its first byte (<html lang>), and a page in Hindi preloads its Devanagari font.
 */
function inReadersLanguage(html: string, language: string, devanagariFonts: string[]): string {
  if (language === DEFAULT_LANGUAGE) return html;
  const named = withLanguage(html, language);
  return language === 'hi' ? devanagariFonts.reduceRight(withFontPreload, named) : named;
}

/**
 * A page's <title>: what it is, then the council's name. A host's page of no screen (the shell's
 * own pages, not-found) is named after the council, and the browser adds what it is; a remote's
 * stand-alone page of no screen keeps the build's title (null).
 */
function titleOfPage(kind: AppKind, title: string | undefined, councilName: string): string | null {
  if (title !== undefined) return pageTitle(title, councilName);
  return kind === 'host' ? councilName : null;
}

/**
 * Whether a file of the built folder is served: not the server bundle, which is this server's
 * code, and not a source map unless the team asked for them. Anything else is a plain 404.
 */
function isFileOfSite(pathName: string, serveSourceMaps: boolean): boolean {
  const normalized = path.posix.normalize(pathName);
  if (normalized.startsWith(`/${SERVER_FOLDER}/`)) return false;
  return serveSourceMaps || !normalized.toLowerCase().endsWith('.map');
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

/** The address's query from its '?', or '' without one. */
function searchOf(request: FastifyRequest): string {
  const start = request.url.indexOf('?');
  return start === -1 ? '' : request.url.slice(start);
}
