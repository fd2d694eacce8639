import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { SERVER_FOLDER } from '@council/first-screen';
import { cacheControlFor } from './cachePolicy';
import { registerRemoteScreens } from './first-screen/remoteScreens';
import { shellPages } from './first-screen/shellFrame';
import { embedSiteConfig, FIRST_SCREEN_SCRIPTS_PATH, withFirstScreen } from './html';
import { securityHeaders, type AppKind } from './securityHeaders';
import type { SiteConfig } from './siteConfig';

// Beside dist/, in the package: a browser script, not compiled with the server.
const FIRST_SCREEN_SCRIPTS_FILE = path.join(__dirname, '..', 'browser', 'first-screen-scripts.js');

export interface ServerOptions {
  kind: AppKind;
  /** The built app's folder (absolute). */
  root: string;
  config: SiteConfig;
  logger?: boolean | { level: string };
}

/** Serves one built app folder as it is deployed. */
export async function buildServer({
  kind,
  root,
  config,
  logger = false,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  const headers = securityHeaders(kind, config);

  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    reply.header('cache-control', cacheControlFor(pathnameOf(request), reply.statusCode));
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

  // Both kinds answer the configuration: a remote's stand-alone page needs the API address too.
  app.get('/config.json', async (_request, reply) => reply.send(config));

  if (kind === 'remote') registerRemoteScreens(app, root, config);
  const pages = kind === 'host' ? shellPages(root, config, app.log) : null;
  if (pages) {
    const scripts = await readFile(FIRST_SCREEN_SCRIPTS_FILE, 'utf8');
    app.get(FIRST_SCREEN_SCRIPTS_PATH, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(scripts),
    );
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request);
    const html = await readFile(path.join(root, 'index.html'), 'utf8');
    const page = embedSiteConfig(html, config, pages?.remoteEntryFor(pathname));
    const firstScreen = pages && (await pages.firstScreen(pathname));
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

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}
