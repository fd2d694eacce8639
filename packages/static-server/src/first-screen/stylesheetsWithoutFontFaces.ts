import type { FastifyInstance } from 'fastify';
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
  const kept = new Map<string, Promise<string | null>>();
  const stylesheetAt = (pathname: string): Promise<string | null> => {
    let css = kept.get(pathname);
    if (!css) {
      if (kept.size >= MAX_KEPT) kept.clear();
      css = readSiteStylesheet(root, pathname).then(fontFacesLeftOut, () => null);
      kept.set(pathname, css);
    }
    return css;
  };

  app.addHook('onRequest', async (request, reply) => {
    const url = new URL(request.url, 'http://site/');
    if (!url.pathname.endsWith('.css') || url.searchParams.get(QUERY_NAME) !== QUERY_VALUE) return;
    const css = await stylesheetAt(url.pathname);
    if (css === null) return;
    reply.type('text/css; charset=utf-8').send(css);
    return reply;
  });
}
