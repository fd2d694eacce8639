import type { CircularWire, LatestNewsWire, PressReleaseWire } from '@council/contract';
import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import { apiClient } from '@council/shared-auth';
import type { CouncilDocument, NewsItem, PressRelease } from '../entities';
import { httpStatus } from '../queryClient';
import { councilDocumentFromWire } from '../wire/councilDocument';
import type { Received } from '../wire/fields';
import { newsItemFromWire } from '../wire/newsItem';
import { pressReleaseFromWire } from '../wire/pressRelease';

// One published item by its id, for its own page (/notice-details?id=): the API answers a public
// section's path + '/{id}', archived items included. An item that is not there (deleted, or a
// mistyped id) is an answer, null, not a failure: its page says so, and a page rendered on the
// server carries that answer (and its 404) like any other.

/** GET `list`/`id` through `fromWire`; null when the API answers 404. */
export async function fetchItem<Wire, Item>(
  list: string,
  id: number,
  fromWire: (wire: Received<Wire>) => Item,
): Promise<Item | null> {
  try {
    const { data } = await apiClient.get<Received<Wire> | null>(`${list}/${id}`);
    return fromWire(data ?? {});
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}

const { notices, circulars, officeOrders, latestNews, pressReleases } = PagedPaths.public;

export const fetchNotice = (id: number) =>
  fetchItem<CircularWire, CouncilDocument>(notices, id, councilDocumentFromWire);
export const fetchCircular = (id: number) =>
  fetchItem<CircularWire, CouncilDocument>(circulars, id, councilDocumentFromWire);
export const fetchOfficeOrder = (id: number) =>
  fetchItem<CircularWire, CouncilDocument>(officeOrders, id, councilDocumentFromWire);
export const fetchNewsItem = (id: number) =>
  fetchItem<LatestNewsWire, NewsItem>(latestNews, id, newsItemFromWire);
export const fetchPressRelease = (id: number) =>
  fetchItem<PressReleaseWire, PressRelease>(pressReleases, id, pressReleaseFromWire);

/** Keyed ['public', kind, id], beside the kind's lists. */
const itemQuery =
  <Item>(kind: string, fetch: (id: number) => Promise<Item | null>) =>
  (id: number) =>
    queryOptions({ queryKey: ['public', kind, id], queryFn: () => fetch(id) });

export const noticeQuery = itemQuery('notice', fetchNotice);
export const circularQuery = itemQuery('circular', fetchCircular);
export const officeOrderQuery = itemQuery('office-order', fetchOfficeOrder);
export const newsItemQuery = itemQuery('news-item', fetchNewsItem);
export const pressReleaseQuery = itemQuery('press-release', fetchPressRelease);
