import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { minify } from 'terser';
import { SERVER_FOLDER, SESSION_COOKIE } from '@council/first-screen';
import { DEMO_COUNCIL, onlyIfPublic, screenAt, type Screen } from '@council/site-config/node';
import { cacheControlFor, PRIVATE_PAGE } from './cachePolicy';
import { cookieOf } from './cookies';
import { registerRemoteScreens } from './first-screen/remoteScreens';
import { remoteEntryFor, shellPages } from './first-screen/shellFrame';
import { embedSiteConfig, FIRST_SCREEN_SCRIPTS_PATH, withFirstScreen, withTitle } from './html';
import { createScreenTable } from './screens/screenTable';
import { registerSecurityHeaders, type AppKind } from './securityHeaders';
import type { SiteConfig } from './siteConfig';

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
}

/** Serves one built app folder as it is deployed. */
export async function buildServer({
  kind,
  root,
  config,
  logger = false,
  screensLimitMs,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger });

  await registerSecurityHeaders(app, kind, config);
  app.addHook('onSend', async (request, reply) => {
    if (kind === 'remote') reply.header('access-control-allow-origin', '*');
    // A handler that has chosen its own rule (a page rendered for one person) keeps it.
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', cacheControlFor(pathnameOf(request), reply.statusCode));
    }
  });

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  // Cache-Control is the onSend hook's; the index page is ours, to embed the configuration.
  // preCompressed: the build's name.br / name.gz (best quality) go out as they are, where the
  // browser accepts them; compress above only handles what has no such copy.
  await app.register(fastifyStatic, {
    root,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The server bundle is this server's code, not a file of the site.
    allowedPath: (pathName) => !path.posix.normalize(pathName).startsWith(`/${SERVER_FOLDER}/`),
  });

  // The host's configuration carries the site's screens as the remotes publish them now.
  const table = kind === 'host' ? createScreenTable(config, app.log, screensLimitMs) : null;
  const currentConfig = async (): Promise<SiteConfig> =>
    table ? { ...config, screens: await table.current() } : config;

  // Both kinds answer the configuration: a remote's stand-alone page needs the API address too.
  app.get('/config.json', async (_request, reply) => reply.send(await currentConfig()));

  if (kind === 'remote') registerRemoteScreens(app, root, config);
  const pages = kind === 'host' ? shellPages(root, config, app.log) : null;
  if (pages) {
    // Sent minified: the file keeps its comments for the reader, the page needs none of them.
    const { code: scripts = '' } = await minify(await readFile(FIRST_SCREEN_SCRIPTS_FILE, 'utf8'));
    app.get(FIRST_SCREEN_SCRIPTS_PATH, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(scripts),
    );
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request);
    const [html, pageConfig] = await Promise.all([
      readFile(path.join(root, 'index.html'), 'utf8'),
      currentConfig(),
    ]);
    const { screens } = pageConfig;
    // The page's screen, looked up once: a signed-in screen is titled too, but only a public one
    // is preloaded or rendered before anyone signs in.
    const screen = screenAt(screens, pathname);
    const publicScreen = onlyIfPublic(screen);
    const page = titled(
      embedSiteConfig(html, pageConfig, remoteEntryFor(config, publicScreen)),
      screen,
      config.council?.name ?? DEMO_COUNCIL.name,
    );
    const firstScreen =
      pages &&
      (await pages.firstScreen({
        pathname,
        search: searchOf(request),
        screens,
        screen,
        sessionToken: cookieOf(request, SESSION_COOKIE),
      }));
    // A page with someone's own rows in it is kept by no cache, the browser's included.
    if (firstScreen?.renderedFor) reply.header('cache-control', PRIVATE_PAGE);
    return reply
      .type('text/html; charset=utf-8')
      .send(firstScreen ? withFirstScreen(page, firstScreen) : page);
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  // Routes of the single-page app have no extension and no file: they get the page, so a deep
  // link survives a refresh. A missing file (/x.js) is a plain 404, never HTML posing as code.
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRoute = path.posix.extname(pathnameOf(request)) === '';
    if ((request.method === 'GET' || request.method === 'HEAD') && isPageRoute) {
      return sendIndex(request, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  return app;
}

/** A screen's page is titled on the server; /login and a page of no screen keep the app's title. */
function titled(html: string, screen: Screen | undefined, councilName: string): string {
  return screen ? withTitle(html, `${screen.title.en} | ${councilName}`) : html;
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

/** The address's query from its '?', or '' without one. */
function searchOf(request: FastifyRequest): string {
  const start = request.url.indexOf('?');
  return start === -1 ? '' : request.url.slice(start);
}
