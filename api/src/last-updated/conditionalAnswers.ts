import { GrievancePaths, PagedPaths, type LastUpdatedPart } from '@council/contract';
import type {
  FastifyReply,
  FastifyRequest,
  onRouteHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import type { AppContext } from '../appContext';
import { trafficLimits } from '../config';
import type { Section } from '../sections/section';
import { lastUpdatedOf } from './lastUpdatedRoute';
import { partOfTable } from './parts';
import { newestOf } from './readLastUpdated';

/** The public lists (and each item of a section's: path/:id) and the parts they show. */
const LIST_PARTS: Readonly<Partial<Record<string, readonly LastUpdatedPart[]>>> = {
  [PagedPaths.public.slides]: ['slides'],
  [PagedPaths.public.about]: ['about'],
  [PagedPaths.public.officials]: ['officials'],
  [PagedPaths.public.tenders]: ['tenders'],
  [PagedPaths.public.notices]: ['notices'],
  [PagedPaths.public.circulars]: ['circulars'],
  [PagedPaths.public.officeOrders]: ['officeOrders'],
  [PagedPaths.public.latestNews]: ['latestNews'],
  [PagedPaths.public.gallery]: ['gallery'],
  [PagedPaths.public.pressReleases]: ['pressReleases'],
  [PagedPaths.public.complaints]: ['complaints'],
  [PagedPaths.public.complaintCounts]: ['complaints'],
  [GrievancePaths.public.holidays]: ['holidays'],
  // SPEC.md's lists that are no section's.
  '/api/Public/minister-officer-employee-by-designations': ['officials'],
  '/api/Public/complaint': ['complaints'],
  '/api/Public/complaint-count': ['complaints'],
};

/** The parts a public list route shows, by its URL; none for any other route. */
export function partsShownAt(
  url: string,
  sections: readonly Pick<Section<{ id: number }>, 'path' | 'table'>[],
): readonly LastUpdatedPart[] | undefined {
  const listed = LIST_PARTS[url] ?? LIST_PARTS[url.replace(/\/:id$/, '')];
  if (listed) return listed;
  const section = sections.find(({ path }) => url === `/api/Public${path}`);
  const part = section && partOfTable(section.table);
  return part ? [part] : undefined;
}

const NOT_MODIFIED = {
  type: 'null',
  description: 'Not modified since If-Modified-Since: the reader’s copy is current',
} as const;

/**
 * `Last-Modified` on the public lists (the newest change of what they show), and 304 with no
 * body for a GET or HEAD whose If-Modified-Since is not older (RFC 9110). Every such answer says
 * `Cache-Control: no-cache`, so that a browser asks again each time (cheaply, with its date)
 * rather than guessing from the date how long its copy stays good.
 * A change is named only once it has settled (PAGE_CACHE_MS and two seconds): until then a page
 * read or cached before it may still be answered, and must not carry its date.
 * Added as an onRoute hook of a scope, before its routes: `sections` names the SPEC.md lists.
 */
export function conditionalAnswers(
  context: AppContext,
  sections: readonly Pick<Section<{ id: number }>, 'path' | 'table'>[],
  // Read at each call, not the function kept: a test's fixed clock is then this one's too.
  now: () => number = () => Date.now(),
): onRouteHookHandler {
  const settleMs = trafficLimits(context.traffic).pageCacheMs + 2000;
  return function addConditionalAnswers(this: unknown, route: RouteOptions) {
    const methods = [route.method].flat();
    if (!methods.includes('GET') && !methods.includes('HEAD')) return;
    const parts = partsShownAt(route.url, sections);
    if (!parts) return;
    const schema = (route.schema ?? {}) as { response?: object; description?: string };
    route.schema = {
      ...schema,
      description: `${schema.description ? `${schema.description} ` : ''}Answers \`Last-Modified\` (the newest change of what it shows, as GET /api/v2/public/last-updated) with \`Cache-Control: no-cache\`; a GET with \`If-Modified-Since\` not older gets 304.`,
      response: { ...schema.response, 304: NOT_MODIFIED },
    };
    const answerIfModified: preHandlerHookHandler = async function (
      this: unknown,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      reply.header('cache-control', 'no-cache');
      const changed = newestOf(await lastUpdatedOf(request.server, context), parts);
      const changedMs = changed === null ? NaN : Math.floor(Date.parse(changed) / 1000) * 1000;
      if (Number.isNaN(changedMs) || now() - changedMs < settleMs) return undefined;
      reply.header('last-modified', new Date(changedMs).toUTCString());
      if (request.headers['if-none-match'] !== undefined) return undefined;
      const since = Date.parse(request.headers['if-modified-since'] ?? '');
      if (!Number.isNaN(since) && changedMs <= since) return reply.code(304).send();
      return undefined;
    };
    route.preHandler = [answerIfModified, ...[route.preHandler ?? []].flat()];
  };
}
