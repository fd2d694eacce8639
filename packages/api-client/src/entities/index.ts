// The council's things in clean names. Dates are ISO 8601 strings as the API sends them;
// files are base64 strings (an image or a PDF) or null when there is none.

export interface Slide {
  id: number;
  image: string | null;
}

export interface AboutEntry {
  id: number;
  name: string;
  description: string;
  photo: string | null;
}

/** A minister, officer, ward member or employee. */
export interface Official {
  id: number;
  serialNo: number | null;
  name: string;
  designation: string;
  email: string;
  status: string;
  postRemarks: string;
  fromDate: string | null;
  toDate: string | null;
  landline: string;
  mobile: string;
  showOnHome: boolean;
  photo: string | null;
}

export interface TenderDocument {
  /** Document 1 is titled by the tender's own title; 2 to 5 have titles of their own. */
  title: string;
  /** A stored file name or link, where the backend gives one. */
  name: string | null;
  file: string | null;
}

export interface Tender {
  id: number;
  tenderNo: string;
  title: string;
  description: string;
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
  issueDate: string | null;
  department: string | null;
  file: string | null;
}

export interface NewsItem {
  id: number;
  title: string;
  description: string;
  createdDate: string | null;
}

export interface GalleryItem {
  id: number;
  title: string;
  description: string;
  photo: string | null;
}

export interface PressRelease {
  id: number;
  title: string;
  description: string;
  newspaper: string;
  pageNo: string;
  releaseDate: string | null;
  photo: string | null;
}

export type ComplaintStatus = 'Open' | 'Pending' | 'Resolved' | 'Rejected';

export interface ComplaintImages {
  publicImage1: string | null;
  publicImage2: string | null;
  actionImage1: string | null;
  actionImage2: string | null;
}

export interface Complaint {
  id: number;
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
  date: string | null;
}
