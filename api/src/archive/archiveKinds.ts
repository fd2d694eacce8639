import type { ArchiveKind } from '@council/contract';
import { sql, type RawBuilder } from 'kysely';
import { latestNewsSection } from '../latest-news/latestNewsSection';
import { pressReleaseSection } from '../press-releases/pressReleaseSection';
import {
  circularSection,
  noticeSection,
  officeOrderSection,
} from '../published-documents/documentSections';
import type { Section } from '../sections/section';
import type { SectionFilter } from '../sections/sectionStore';
import { tenderSection } from '../tenders/tenderSection';
import { tenderStateFilter } from '../tenders/tenderState';
import { expiredOnly } from './currentItems';

/** One kind of the archive: its section, the date that files an item under a year, its rule. */
export interface ArchiveKindRule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- sections of several row types
  section: Section<any, any>;
  /** The item's own date, 'yyyy-MM-dd...' text: its year is the archive's year. */
  ownDate: RawBuilder<string>;
  /** The items no longer current, as of now. */
  archived(): SectionFilter;
}

/** Its published date; the day it was added where none was given. */
const publishedOn = (column: string) =>
  sql<string>`coalesce(${sql.ref(column)}, substr(created_at, 1, 10))`;

/**
 * The archive's kinds (issue 20): the five with a "show until" date, archived the day after it;
 * and the tenders, archived once closed for bids (the closed list), filed by their last date.
 */
export const ARCHIVE_RULES: Readonly<Record<ArchiveKind, ArchiveKindRule>> = {
  notices: { section: noticeSection, ownDate: publishedOn('issue_date'), archived: expiredOnly },
  circulars: {
    section: circularSection,
    ownDate: publishedOn('issue_date'),
    archived: expiredOnly,
  },
  officeOrders: {
    section: officeOrderSection,
    ownDate: publishedOn('issue_date'),
    archived: expiredOnly,
  },
  latestNews: {
    section: latestNewsSection,
    ownDate: sql<string>`created_at`,
    archived: expiredOnly,
  },
  pressReleases: {
    section: pressReleaseSection,
    ownDate: publishedOn('release_date'),
    archived: expiredOnly,
  },
  tenders: {
    section: tenderSection,
    ownDate: sql<string>`last_date_of_submission`,
    archived: () => tenderStateFilter.narrow({ state: 'closed' }),
  },
};
