import { PageOf, type PageWire } from '@council/contract';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxProvider } from '../http/typebox';

export interface PagedCall<Query extends TObject> {
  path: string;
  tag: 'Public' | 'Admin' | 'User';
  summary: string;
  /** PageQuery, or PageQuery composed with the list's filters. */
  querystring: Query;
  item: TSchema;
  load(query: Static<Query>, request: FastifyRequest): Promise<PageWire<unknown>>;
}

/** GET {path}?page=&size=: one page of a list, newest first, with the list's total. */
export function pagedRoute<Query extends TObject>(app: FastifyInstance, call: PagedCall<Query>) {
  app.withTypeProvider<TypeBoxProvider>().get(
    call.path,
    {
      schema: {
        tags: [call.tag],
        summary: call.summary,
        description:
          'One page (?page= from 1, ?size= 1 to 100, 20 by default), newest first, with the ' +
          'total number of rows; files by URL (GET /api/files/...), never their bytes. A page ' +
          'written by another API process may show up to PAGE_CACHE_MS (2 s) late.',
        querystring: call.querystring,
        response: { 200: PageOf(call.item) },
      },
    },
    (request) =>
      app.pageCache.remember(pageKey(request), () =>
        call.load(request.query as Static<Query>, request),
      ),
  );
}

/** Whose page and which: a signed-in caller's pages are never served to anyone else. */
function pageKey(request: FastifyRequest): string {
  const { caller } = request;
  return `${caller ? `${caller.role} ${caller.accountId}` : 'public'} ${request.url}`;
}
