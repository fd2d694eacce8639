import type { PageWire } from '@council/contract';
import { apiClient } from '@council/shared-auth';
import type { Page } from './entities';
import { id, listOf, type Received } from './wire';

/** Which page of a list, and how many rows a page; the API's defaults (1 and 20) when left out. */
export interface PageRequest {
  page?: number;
  size?: number;
}

/**
 * GET a paged call (DECISIONS.md, "Two contracts"): `{ items, page, size, total }`, each item read
 * by its entity's one mapper. `filters` add the call's own query (status, state, designations).
 */
export async function getPage<Wire, T>(
  path: string,
  fromWire: (wire: Received<Wire>) => T,
  request: PageRequest,
  filters: Record<string, string | readonly string[] | undefined> = {},
): Promise<Page<T>> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    for (const one of typeof value === 'string' ? [value] : (value ?? [])) params.append(name, one);
  }
  if (request.page !== undefined) params.set('page', String(request.page));
  if (request.size !== undefined) params.set('size', String(request.size));
  const { data } = await apiClient.get<Received<PageWire<unknown>> | null>(path, { params });
  return {
    items: listOf<Wire>(data?.items).map(fromWire),
    page: id(data?.page) || 1,
    size: id(data?.size) || request.size || 20,
    total: id(data?.total),
  };
}
