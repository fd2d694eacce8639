import type { TenderPageItem } from '@council/contract';
import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import type { Page, Tender, TenderState } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { tenderFromWire } from '../wire/tender';
import { fetchItem } from './items';
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

/** One tender by its id (/tender-details?id=); null for a missing one (the API's 404). */
export const fetchTender = (id: number): Promise<Tender | null> =>
  fetchItem<TenderPageItem, Tender>(PagedPaths.public.tenders, id, tenderFromWire);

export const tenderQuery = (id: number) =>
  queryOptions({ queryKey: ['public', 'tender', id], queryFn: () => fetchTender(id) });
