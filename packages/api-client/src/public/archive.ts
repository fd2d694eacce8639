import { ARCHIVE_KINDS, PagedPaths, type ArchiveKind } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import { apiClient } from '@council/shared-auth';
import type { ArchivedItem, ArchiveYear, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { councilDocumentFromWire } from '../wire/councilDocument';
import { id, type Received, type WireRecord } from '../wire/fields';
import { newsItemFromWire } from '../wire/newsItem';
import { pressReleaseFromWire } from '../wire/pressRelease';
import { tenderFromWire } from '../wire/tender';
import { pageKey } from './readKey';

// The archive (issue 20): items past their "show until" date, and closed tenders, by kind and
// year. Each item is read by its kind's one mapper.

/** An archived item of `kind`, read by that kind's mapper. */
export function archivedItemFromWire(kind: ArchiveKind, wire: Received<WireRecord>): ArchivedItem {
  switch (kind) {
    case 'latestNews':
      return { kind, item: newsItemFromWire(wire) };
    case 'pressReleases':
      return { kind, item: pressReleaseFromWire(wire) };
    case 'tenders':
      return { kind, item: tenderFromWire(wire) };
    default:
      return { kind, item: councilDocumentFromWire(wire) };
  }
}

/** For each kind, the years that hold archived items (newest first) and how many. */
export async function fetchArchiveYears(): Promise<Record<ArchiveKind, ArchiveYear[]>> {
  const { data } = await apiClient.get<Received<Record<ArchiveKind, unknown>> | null>(
    PagedPaths.public.archive,
  );
  return Object.fromEntries(
    ARCHIVE_KINDS.map((kind) => {
      const years = Array.isArray(data?.[kind]) ? (data[kind] as Received<ArchiveYear>[]) : [];
      return [
        kind,
        years
          .map((year) => ({ year: id(year?.year), count: id(year?.count) }))
          .filter((year) => year.year > 0 && year.count > 0),
      ];
    }),
  ) as Record<ArchiveKind, ArchiveYear[]>;
}

/** One page of a kind's archived items of a year (every year when null), newest first. */
export const fetchArchive = (
  kind: ArchiveKind,
  year: number | null,
  request: PageRequest = {},
): Promise<Page<ArchivedItem>> =>
  getPage<WireRecord, ArchivedItem>(
    `${PagedPaths.public.archive}/${kind}`,
    (wire) => archivedItemFromWire(kind, wire),
    request,
    year === null ? {} : { year: String(year) },
  );

export const archiveYearsQuery = () =>
  queryOptions({ queryKey: ['public', 'archive-years'], queryFn: fetchArchiveYears });

export const archiveQuery = (kind: ArchiveKind, year: number | null, request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'archive', { kind, year, ...pageKey(request) }],
    queryFn: () => fetchArchive(kind, year, request),
  });
