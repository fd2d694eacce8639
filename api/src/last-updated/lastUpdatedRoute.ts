import { LastUpdatedWire, PagedPaths } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { nextClockChange } from './clockChanges';
import { readLastUpdated } from './readLastUpdated';

/**
 * The one reading of when each part changed, shared by the call and the lists' Last-Modified.
 * Each public list asks it first, so it also tells the page cache when the clock next changes a
 * list (issue 20): no page or reading kept from before a "show until" day's end or a tender's
 * closing is answered after it.
 */
export function lastUpdatedOf(app: FastifyInstance, { db }: AppContext) {
  return app.pageCache.rememberAnswer('last-updated', async () => {
    const now = new Date();
    const [answer, next] = await Promise.all([readLastUpdated(db, now), nextClockChange(db, now)]);
    app.pageCache.expireAt(next);
    return answer;
  });
}

/**
 * GET /api/v2/public/last-updated: when each part of the site last changed, for the pages'
 * "Last updated on <date>" (GIGW 3.0) and the footer's site-wide date.
 */
export function lastUpdatedRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    PagedPaths.public.lastUpdated,
    {
      schema: {
        tags: ['Public'],
        summary: 'When each part of the site last changed',
        description:
          'For each part a page shows (a section, the public complaints, the holiday ' +
          'calendar), the newest change as an ISO 8601 instant (UTC): a create, update or ' +
          'delete; for complaints their newest event; for tenders also the newest closing of ' +
          'bids, when the clock moves a tender to the past list. null for a part not changed ' +
          'since changes were recorded. `site`: the newest change of the published content. ' +
          'The public lists answer the same as `Last-Modified`.',
        response: { 200: LastUpdatedWire },
      },
    },
    () => lastUpdatedOf(app, context),
  );
}
