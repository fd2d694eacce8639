import { PagedPaths } from '@council/contract/paths';
import { apiClient } from '@council/shared-auth';
import type {
  Complaint,
  ComplaintStatus,
  Official,
  Page,
  SearchHit,
  Tender,
  TenderState,
} from '../entities';
import {
  aboutFromWire,
  complaintFromWire,
  councilDocumentFromWire,
  galleryItemFromWire,
  listOf,
  newsItemFromWire,
  officialFromWire,
  pressReleaseFromWire,
  searchHitFromWire,
  slideFromWire,
  tenderFromWire,
  type Received,
} from '../wire';
import { countsFromWire, type StatusCount } from '../complaintCounts';
import { getPage, type PageRequest } from '../paged';

type Paged<T> = (request?: PageRequest) => Promise<Page<T>>;
const paged =
  <Wire, T>(path: string, fromWire: (wire: Received<Wire>) => T): Paged<T> =>
  (request = {}) =>
    getPage(path, fromWire, request);

// The calls a visitor's browser makes, with no token: the paged calls beside SPEC.md section 7's
// (DECISIONS.md, "Two contracts"), files by URL. Each is its own export, so that a page carries
// only the calls (and mappers) it makes; read them as `publicApi.notices()` through the index's
// namespace export.

const paths = PagedPaths.public;
export const slides = paged(paths.slides, slideFromWire);
export const about = paged(paths.about, aboutFromWire);
export const officials = (
  designations: readonly string[],
  home: 'Yes' | 'All',
  request: PageRequest = {},
): Promise<Page<Official>> =>
  getPage(paths.officials, officialFromWire, request, { designations, home });
/** Complaints counted per status, by the API. */
export const complaintCounts = async (): Promise<StatusCount[]> =>
  countsFromWire((await apiClient.get<unknown>(paths.complaintCounts)).data);
/** Tenders still open for bids ('active') or past their last date ('closed'). */
export const tenders = (state: TenderState, request: PageRequest = {}): Promise<Page<Tender>> =>
  getPage(paths.tenders, tenderFromWire, request, { state });
export const notices = paged(paths.notices, councilDocumentFromWire);
export const circulars = paged(paths.circulars, councilDocumentFromWire);
export const officeOrders = paged(paths.officeOrders, councilDocumentFromWire);
export const latestNews = paged(paths.latestNews, newsItemFromWire);
export const gallery = paged(paths.gallery, galleryItemFromWire);
export const pressReleases = paged(paths.pressReleases, pressReleaseFromWire);
/** Every complaint, or those of one status; never who filed them. */
export const complaints = (
  status: ComplaintStatus | undefined,
  request: PageRequest = {},
): Promise<Page<Complaint>> => getPage(paths.complaints, complaintFromWire, request, { status });

/** Our addition: keyword search over published items (DECISIONS.md). */
export const search = async (query: string): Promise<SearchHit[]> => {
  const { data } = await apiClient.get<unknown>('/api/Public/search', { params: { q: query } });
  return listOf(data)
    .map(searchHitFromWire)
    .filter((hit): hit is SearchHit => hit !== null);
};
