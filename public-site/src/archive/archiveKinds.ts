import type { ArchivedItem, ArchiveKind, LastUpdatedPart, StoredFile } from '@council/api-client';
import type { ItemKind } from '@council/site-config';
import type { BilingualText } from '@council/ui';

/**
 * The archive's kinds as a page's address names them (?kind=notice, as the item pages do), in
 * the order the page offers them, each with the API's name of its list (and its "Last updated").
 */
export const ARCHIVE_PAGE_KINDS = {
  notice: 'notices',
  circular: 'circulars',
  officeOrder: 'officeOrders',
  latestNews: 'latestNews',
  pressRelease: 'pressReleases',
  tender: 'tenders',
} as const satisfies Record<ItemKind, ArchiveKind & LastUpdatedPart>;

export type ArchivePageKind = keyof typeof ARCHIVE_PAGE_KINDS;

export const PAGE_KINDS = Object.keys(ARCHIVE_PAGE_KINDS) as ArchivePageKind[];

/** The kind an address asks for: a notice when it names none or one the archive does not hold. */
export function kindFromSearch(value: string | null): ArchivePageKind {
  return PAGE_KINDS.find((kind) => kind === value) ?? 'notice';
}

/** The year an address asks for, or null when it names none (or not a year). */
export function yearFromSearch(value: string | null): number | null {
  return value !== null && /^[12]\d{3}$/.test(value) ? Number(value) : null;
}

/** The address of the archive's page of a kind (and year, and page), as the links give it. */
export function archivePath(kind: ArchivePageKind, year?: number | null): string {
  const params = new URLSearchParams({ kind });
  if (year) params.set('year', String(year));
  return `/archive?${params.toString()}`;
}

/** One row of the archive's table, whatever its kind. */
export interface ArchiveRow {
  id: number;
  title: BilingualText;
  /** The item's own date: its issue or release date, a news item's, a tender's last date. */
  date: string | null;
  /** Its document, where it has one (a tender's first). */
  file: StoredFile | null;
}

export function archiveRowOf({ kind, item }: ArchivedItem): ArchiveRow {
  const title = { en: item.title, hi: item.titleHindi };
  switch (kind) {
    case 'latestNews':
      return { id: item.id, title, date: item.createdDate, file: null };
    case 'pressReleases':
      return { id: item.id, title, date: item.releaseDate, file: null };
    case 'tenders':
      return {
        id: item.id,
        title,
        date: item.lastDateOfSubmission,
        file: item.documents[0]?.file ?? null,
      };
    default:
      return { id: item.id, title, date: item.issueDate, file: item.file };
  }
}
