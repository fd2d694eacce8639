import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../siteConfig';
import { folderOf, loadServerBundle } from './serverBundle';
import { briefError } from '../briefError';
import { PRIVATE_PAGE } from '../cachePolicy';

/** What a remote's server bundle offers (public-site/src/first-screen/serverEntry.tsx). */
interface RemoteBundle {
  configureFirstScreens(settings: { siteConfig: SiteConfig; publicPath: string }): void;
  renderScreen(
    module: string,
    props: Record<string, string>,
    location: string,
    sessionToken?: string,
    language?: string,
  ): Promise<{
    html: string;
    head?: string;
    calls: Record<string, unknown>;
    title?: string;
    description?: string;
    notFound?: true;
  } | null>;
}

/** The answer of GET /first-screen, which the shell's server puts into its page. */
export interface FirstScreenAnswer {
  html: string;
  /** <link>s for the page's <head> (React's preload of the screen's main picture), or ''. */
  head: string;
  calls: Record<string, unknown>;
  /** The screen's stylesheets, absolute, as the remote's browser code would add them. */
  stylesheets: string[];
  /** The title the screen names its page by (a tender's own), when it names one. */
  title?: string;
  /** The item's description the screen gives, for the page's <meta name="description">. */
  description?: string;
  /** The screen shows that its item does not exist: the page is answered 404. */
  notFound?: true;
}

export const FIRST_SCREEN_PATH = '/first-screen';
/** A screen whose data takes longer is left to the browser; the page must not wait on it. */
export const RENDER_LIMIT_MS = 2000;

const MODULE_NAME = /^\.\/[A-Za-z][A-Za-z0-9]*$/;
/** A page's path and query on this site: one leading '/', no scheme or host, no spaces. */
const PAGE_LOCATION = /^\/(?![/\\])\S*$/;
const MAX_LOCATION_LENGTH = 2048;

interface Manifest {
  name: string;
  exposes: Array<{ path: string; assets: { css: { sync: string[] } } }>;
}

const BEARER = /^Bearer (\S+)$/;

/** The session token the shell's server sent for a signed-in screen, or undefined. */
function sessionTokenOf(authorization: string | undefined): string | undefined {
  return authorization ? BEARER.exec(authorization)?.[1] : undefined;
}

/**
 * Registers GET /first-screen?module=./Home[&props={json}][&location=/path?query][&language=hi] when the built remote in `root` has a
 * server bundle and the site's addresses are absolute (its server must reach the API, and the
 * markup names the remote's files). Nothing is registered otherwise: the shell then leaves every
 * page to the browser.
 */
export function registerRemoteScreens(app: FastifyInstance, root: string, config: SiteConfig) {
  const bundle = loadServerBundle<RemoteBundle>(root);
  if (!bundle) return;
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'mf-manifest.json'), 'utf8'),
  ) as Manifest;
  const publicPath = remoteFolder(manifest.name, config);
  if (!publicPath || !folderOf(config.apiBaseUrl)) return;
  bundle.configureFirstScreens({ siteConfig: config, publicPath });

  app.get(FIRST_SCREEN_PATH, async (request, reply) => {
    // Whoever asks, each answer is one render's: a signed-in screen's holds that person's rows.
    reply.header('cache-control', PRIVATE_PAGE);
    const query = parseQuery(request.query);
    if (typeof query === 'string') return reply.code(400).send({ error: query });
    const sessionToken = sessionTokenOf(request.headers.authorization);
    let rendered: Awaited<ReturnType<RemoteBundle['renderScreen']>>;
    try {
      rendered = await withinLimit(
        bundle.renderScreen(
          query.module,
          query.props,
          query.location,
          sessionToken,
          query.language,
        ),
      );
    } catch (error) {
      request.log.warn(
        { err: briefError(error), module: query.module },
        'first screen not rendered',
      );
      return reply.code(503).send({ error: 'The screen could not be rendered now.' });
    }
    if (!rendered)
      return reply.code(404).send({ error: `${query.module} is rendered in the browser.` });
    const answer: FirstScreenAnswer = {
      ...rendered,
      head: rendered.head ?? '',
      stylesheets: stylesheetsOf(manifest, query.module).map((file) => publicPath + file),
    };
    return reply.send(answer);
  });
}

/** The folder of this remote's files, as the site's configuration names it. */
function remoteFolder(name: string, config: SiteConfig): string | null {
  const remotes: Record<string, string> = config.remotes;
  return Object.hasOwn(remotes, name) ? folderOf(remotes[name] as string) : null;
}

function stylesheetsOf(manifest: Manifest, module: string): string[] {
  return manifest.exposes.find((expose) => expose.path === module)?.assets.css.sync ?? [];
}

type ScreenQuery = {
  module: string;
  props: Record<string, string>;
  location: string;
  /** The reader's language; the bundle renders English for one the site does not offer. */
  language?: string;
};

/** A language code as the site's are written: 'en', 'hi', 'pt-BR'. */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;

/** The query, or what is wrong with it. */
function parseQuery(query: unknown): ScreenQuery | string {
  const { module, props, location = '/', language } = (query ?? {}) as Record<string, unknown>;
  if (typeof module !== 'string' || !MODULE_NAME.test(module)) {
    return 'module must name an exposed module, like ./Home.';
  }
  // The page's address, which the screen reads as in the browser (?page=2 renders page 2).
  if (
    typeof location !== 'string' ||
    location.length > MAX_LOCATION_LENGTH ||
    !PAGE_LOCATION.test(location)
  ) {
    return 'location must be the page’s path and query, like /notice?page=2.';
  }
  if (language !== undefined && (typeof language !== 'string' || !LANGUAGE_CODE.test(language))) {
    return 'language must be a language code, like hi.';
  }
  const parsedProps = parseProps(props);
  if (typeof parsedProps === 'string') return parsedProps;
  return { module, props: parsedProps, location, ...(language ? { language } : {}) };
}

/** The screen's props, or what is wrong with them. */
function parseProps(props: unknown): Record<string, string> | string {
  if (props === undefined) return {};
  let parsed: unknown;
  try {
    parsed = typeof props === 'string' ? JSON.parse(props) : null;
  } catch {
    parsed = null;
  }
  const valid =
    parsed !== null &&
    typeof parsed === 'object' &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((value) => typeof value === 'string');
  return valid ? (parsed as Record<string, string>) : 'props must be a JSON object of strings.';
}

function withinLimit<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${RENDER_LIMIT_MS} ms`)),
      RENDER_LIMIT_MS,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
