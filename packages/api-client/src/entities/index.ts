// The council's things in clean names. Dates are ISO 8601 strings as the API sends them;
// files are StoredFile (an image or a PDF by URL) or null when there is none.
import type { LastUpdatedPart } from '@council/contract/paths';

export type { LastUpdatedPart };

/** A smaller WebP copy of a stored image, this many pixels wide. */
export interface ImageRendition {
  width: number;
  url: string;
}

/**
 * An image or PDF to show or open: by URL from the paged calls (the API base applied), or as a
 * data: URL where an answer carried base64 (SPEC.md's calls). Width and height (pixels) and the
 * renditions, narrowest first, are known for images from the paged calls.
 */
export interface StoredFile {
  url: string;
  mediaType: string;
  /** Bytes of the file; null where the answer did not say. */
  byteSize: number | null;
  width: number | null;
  height: number | null;
  renditions: ImageRendition[];
}

/** One page of a list, as every paged call answers (newest first). */
export interface Page<T> {
  items: T[];
  /** 1 for the first page. */
  page: number;
  size: number;
  /** Rows in the whole list. */
  total: number;
}

// Issue 19: the council's texts in Hindi beside the English ones, each null when not filled
// (a reader then sees the English). Named as on the wire.

export interface Slide {
  id: number;
  image: StoredFile | null;
  /** The slide's words, also its image's alt text; null for a decorative image. */
  caption: string | null;
  captionHindi: string | null;
}

export interface AboutEntry {
  id: number;
  name: string;
  description: string;
  nameHindi: string | null;
  descriptionHindi: string | null;
  photo: StoredFile | null;
}

/** A minister, officer, ward member or employee. */
export interface Official {
  id: number;
  serialNo: number | null;
  name: string;
  designation: string;
  nameHindi: string | null;
  designationHindi: string | null;
  email: string;
  status: string;
  postRemarks: string;
  fromDate: string | null;
  toDate: string | null;
  landline: string;
  mobile: string;
  showOnHome: boolean;
  photo: StoredFile | null;
}

export interface TenderDocument {
  /** Document 1 is titled by the tender's own title; 2 to 5 have titles of their own. */
  title: string;
  /** A stored file name or link, where the backend gives one. */
  name: string | null;
  file: StoredFile | null;
}

export interface Tender {
  id: number;
  tenderNo: string;
  title: string;
  description: string;
  titleHindi: string | null;
  descriptionHindi: string | null;
  publishDate: string | null;
  lastDateOfSubmission: string | null;
  /** 'HH:mm', the hour on the last date. */
  lastTimeOfSubmission: string | null;
  status: string;
  /** Always five slots, in order; a slot with neither file nor name is empty. */
  documents: TenderDocument[];
  createdDate: string | null;
}

/** A notice, circular or office order; circulars and office orders also name a department. */
export interface CouncilDocument {
  id: number;
  title: string;
  description: string;
  titleHindi: string | null;
  descriptionHindi: string | null;
  issueDate: string | null;
  department: string | null;
  file: StoredFile | null;
  /** The last day it is on the site's current lists (issue 20), yyyy-MM-dd; null: no end. */
  showUntil: string | null;
}

export interface NewsItem {
  id: number;
  title: string;
  description: string;
  titleHindi: string | null;
  descriptionHindi: string | null;
  createdDate: string | null;
  /** The last day it is on the site's current lists (issue 20), yyyy-MM-dd; null: no end. */
  showUntil: string | null;
}

export interface GalleryItem {
  id: number;
  title: string;
  description: string;
  titleHindi: string | null;
  descriptionHindi: string | null;
  photo: StoredFile | null;
}

export interface PressRelease {
  id: number;
  title: string;
  description: string;
  titleHindi: string | null;
  descriptionHindi: string | null;
  newspaper: string;
  pageNo: string;
  releaseDate: string | null;
  photo: StoredFile | null;
  /** The last day it is on the site's current lists (issue 20), yyyy-MM-dd; null: no end. */
  showUntil: string | null;
}

/** Open, Pending, Resolved, Rejected and Closed (issue 16): the rules' list, one place. */
export type { ComplaintStatus } from '@council/contract/complaint-rules';

export interface ComplaintImages {
  publicImage1: StoredFile | null;
  publicImage2: StoredFile | null;
  actionImage1: StoredFile | null;
  actionImage2: StoredFile | null;
}

export interface Complaint {
  id: number;
  /** Readable number (SNP/2026/000123); '' where the answer (SPEC.md's calls) has none. */
  number: string;
  ward: string;
  grievance: string;
  additionalInformation: string;
  landmark: string;
  suggestion: string;
  /** Free text on the wire; the four known values get their badge colours. */
  status: string;
  entryDate: string | null;
  actionBy: string;
  actionDate: string | null;
  reminders: string[];
  images: ComplaintImages;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  /** Past its due date and still awaiting an answer, as the API judged it. */
  overdue: boolean;
}

export interface Grievance {
  id: number;
  title: string;
}

export interface District {
  id: number;
  name: string;
}

export interface Ward {
  id: number;
  number: string;
}

export interface Ulb {
  id: number;
  name: string;
}

/** One hit of the keyword search (our addition to the contract). */
export interface SearchHit {
  kind: 'notice' | 'circular' | 'officeOrder' | 'tender' | 'latestNews' | 'pressRelease';
  id: number;
  title: string;
  description: string;
  titleHindi: string | null;
  descriptionHindi: string | null;
  date: string | null;
}

/**
 * When each part of the site last changed (ISO 8601 instants; null: no change recorded), and the
 * site's newest change: what the pages' "Last updated on <date>" and the footer name.
 */
export interface LastUpdated {
  site: string | null;
  parts: Record<LastUpdatedPart, string | null>;
}

/** The kinds of the archive (issue 20), named as their paged lists. */
export type { ArchiveKind } from '@council/contract/paths';

/** One year of a kind's archive, and how many items it holds. */
export interface ArchiveYear {
  year: number;
  count: number;
}

/** An archived item, with its kind: each kind's entity. */
export type ArchivedItem =
  | { kind: 'notices' | 'circulars' | 'officeOrders'; item: CouncilDocument }
  | { kind: 'latestNews'; item: NewsItem }
  | { kind: 'pressReleases'; item: PressRelease }
  | { kind: 'tenders'; item: Tender };

/** Tenders still open for bids (last date and time of submission ahead), or past it. */
export type TenderState = 'active' | 'closed';

export * from './accounts';
