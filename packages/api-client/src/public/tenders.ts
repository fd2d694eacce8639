import type { TenderPageItem } from '@council/contract';
import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import { apiClient } from '@council/shared-auth';
import type { Page, Tender, TenderState } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { tenderFromWire } from '../wire/tender';
import type { Received } from '../wire/fields';
import { pageKey } from './readKey';

/** Tenders still open for bids ('active') or past their last date ('closed'). */
export const fetchTenders = (
  state: TenderState,
  request: PageRequest = {},
): Promise<Page<Tender>> => getPage(PagedPaths.public.tenders, tenderFromWire, request, { state });

export const tendersQuery = (state: TenderState, request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'tenders', { state, ...pageKey(request) }],
    queryFn: () => fetchTenders(state, request),
  });

/** One tender by its id (/tender-details?id=); a missing one fails with 404. */
export const fetchTender = async (id: number): Promise<Tender> => {
  const address = `${PagedPaths.public.tenders}/${id}`;
  const { data } = await apiClient.get<Received<TenderPageItem> | null>(address);
  return tenderFromWire(data ?? {});
};

export const tenderQuery = (id: number) =>
  queryOptions({ queryKey: ['public', 'tender', id], queryFn: () => fetchTender(id) });
