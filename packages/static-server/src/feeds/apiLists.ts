import { PagedPaths } from '@council/contract/paths';
import type { Feed } from '@council/site-config/node';

/** How long the server waits on the API before it answers that the API is not there. */
export const API_LIMIT_MS = 3000;

/**
 * The API could not give a list: 503 when it could not be reached in time (down, slow), 502 when
 * it answered something else than a list. A feed or sitemap answers with the status, never a
 * stack trace, never a hang.
 */
export class ListUnavailable extends Error {
  constructor(
    readonly status: 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** A public list's first page as the API sent it, or the API's 304. */
export type ListAnswer =
  | { notModified: false; items: Record<string, unknown>[]; lastModified: string | null }
  | { notModified: true; lastModified: string | null };

export interface ListRequest {
  section: Feed['section'];
  size: number;
  /** Tenders: 'active' (open for bids) or 'closed'. */
  state?: 'active' | 'closed';
  /** The reader's If-Modified-Since, passed on: the API answers 304 cheaply when nothing changed. */
  ifModifiedSince?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the newest items of a public list (its first page, `size` long) from the API. */
export async function readList(apiBaseUrl: string, request: ListRequest): Promise<ListAnswer> {
  const address = new URL(PagedPaths.public[request.section], `${apiBaseUrl}/`);
  address.searchParams.set('page', '1');
  address.searchParams.set('size', String(request.size));
  if (request.state) address.searchParams.set('state', request.state);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.ifModifiedSince) headers['if-modified-since'] = request.ifModifiedSince;
  let response: Response;
  try {
    response = await fetch(address, { headers, signal: AbortSignal.timeout(API_LIMIT_MS) });
  } catch {
    throw new ListUnavailable(503, `The API did not answer ${address.pathname}.`);
  }
  const lastModified = response.headers.get('last-modified');
  if (response.status === 304) return { notModified: true, lastModified };
  if (!response.ok) {
    throw new ListUnavailable(502, `The API answered ${address.pathname} with ${response.status}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ListUnavailable(502, `The API answered ${address.pathname} with no JSON.`);
  }
  if (!isObject(body) || !Array.isArray(body.items)) {
    throw new ListUnavailable(502, `The API answered ${address.pathname} with no list.`);
  }
  return { notModified: false, items: body.items.filter(isObject), lastModified };
}
