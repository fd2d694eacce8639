import type { FastifyInstance } from 'fastify';
import { boundedCache } from './boundedCache';
import { fontFacesLeftOut, FONT_FACES_INLINED, readSiteStylesheet } from './criticalStyles';

// Only the few stylesheets with @font-face rules are asked this way; any other address is read
// once too, so the map is kept small against made-up names.
const MAX_KEPT = 50;
const [QUERY_NAME, QUERY_VALUE] = FONT_FACES_INLINED.split('=') as [string, string];

/**
 * Answers a stylesheet of the app asked with FONT_FACES_INLINED without its @font-face rules: the
 * server-rendered page that asks it has them in its <style> already (FirstScreenStyles.afterPaint).
 * Any other request, and a stylesheet that is not there, goes on to the files as usual.
 */
export function serveStylesheetsWithoutFontFaces(app: FastifyInstance, root: string): void {
  const kept = boundedCache<Promise<string | null>>(MAX_KEPT);
  const stylesheetAt = (pathname: string): Promise<string | null> =>
    kept.get(pathname, () => readSiteStylesheet(root, pathname).then(fontFacesLeftOut, () => null));

  app.addHook('onRequest', async (request, reply) => {
    // Every request of the app passes here: only one that names the query is parsed.
    if (!request.url.includes(FONT_FACES_INLINED)) return;
    const url = new URL(request.url, 'http://site/');
    if (!url.pathname.endsWith('.css') || url.searchParams.get(QUERY_NAME) !== QUERY_VALUE) return;
    const css = await stylesheetAt(url.pathname);
    if (css === null) return;
    reply.type('text/css; charset=utf-8').send(css);
    return reply;
  });
}
