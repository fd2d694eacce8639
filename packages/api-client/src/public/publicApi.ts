import type { OfficialsQuery } from '@council/contract';
import { apiClient } from '@council/shared-auth';
import type {
  AboutEntry,
  Complaint,
  CouncilDocument,
  GalleryItem,
  NewsItem,
  Official,
  PressRelease,
  SearchHit,
  Slide,
  Tender,
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

async function list<Wire, T>(
  path: string,
  fromWire: (wire: Received<Wire>) => T,
  params?: URLSearchParams,
): Promise<T[]> {
  const { data } = await apiClient.get<unknown>(path, params ? { params } : undefined);
  return listOf<Wire>(data).map(fromWire);
}

/** designations repeat in the query (designations=A&designations=B), as the contract has it. */
function officialsQuery(
  designations: readonly string[],
  home: NonNullable<OfficialsQuery['home']>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const designation of designations) params.append('designations', designation);
  params.set('home', home);
  return params;
}

const ALL_STATUSES = new URLSearchParams({ statusFilter: 'All' });

// The calls a visitor's browser makes, with no token (SPEC.md section 7, Public). Each is its own
// export, so that a page carries only the calls (and mappers) it makes; read them as
// `publicApi.notices()` through the index's namespace export.

export const slides = (): Promise<Slide[]> => list('/api/Public/slider', slideFromWire);
export const about = (): Promise<AboutEntry[]> => list('/api/Public/about', aboutFromWire);
export const officials = (
  designations: readonly string[],
  home: 'Yes' | 'All',
): Promise<Official[]> =>
  list(
    '/api/Public/minister-officer-employee-by-designations',
    officialFromWire,
    officialsQuery(designations, home),
  );
/** Complaints with their status only, counted per status by the caller. */
export const complaintStatuses = (): Promise<Complaint[]> =>
  list('/api/Public/complaint-count', complaintFromWire, ALL_STATUSES);
export const tenders = (): Promise<Tender[]> => list('/api/Public/tender', tenderFromWire);
export const notices = (): Promise<CouncilDocument[]> =>
  list('/api/Public/notice', councilDocumentFromWire);
export const circulars = (): Promise<CouncilDocument[]> =>
  list('/api/Public/circular', councilDocumentFromWire);
export const officeOrders = (): Promise<CouncilDocument[]> =>
  list('/api/Public/officeorder', councilDocumentFromWire);
export const latestNews = (): Promise<NewsItem[]> =>
  list('/api/Public/latest-news', newsItemFromWire);
export const gallery = (): Promise<GalleryItem[]> =>
  list('/api/Public/gallery', galleryItemFromWire);
export const complaints = (): Promise<Complaint[]> =>
  list('/api/Public/complaint', complaintFromWire, ALL_STATUSES);
export const pressReleases = async (): Promise<PressRelease[]> => {
  const { data } = await apiClient.get<unknown>('/api/Public/press-release', {
    headers: { Accept: 'text/plain' },
    // The contract answers JSON under text/plain; read it as JSON whatever the header says.
    responseType: 'json',
  });
  return listOf(typeof data === 'string' ? JSON.parse(data) : data).map(pressReleaseFromWire);
};

/** Our addition: keyword search over published items (DECISIONS.md). */
export const search = async (query: string): Promise<SearchHit[]> => {
  const { data } = await apiClient.get<unknown>('/api/Public/search', { params: { q: query } });
  return listOf(data)
    .map(searchHitFromWire)
    .filter((hit): hit is SearchHit => hit !== null);
};
