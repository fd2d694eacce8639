import type {
  ComplaintCountsWire,
  PageWire,
  StoredFileWire,
  AboutPageItem,
  CircularPageItem,
  ComplaintPageItem,
  DistrictWire,
  GalleryPageItem,
  GrievanceWire,
  LatestNewsWire,
  NoticePageItem,
  OfficialPageItem,
  PressReleasePageItem,
  SearchHitWire,
  SlidePageItem,
  TenderPageItem,
  UlbWire,
  WardWire,
} from '@council/contract';

// One sample of each wire record, as the paged calls answer it (files by URL), for a test to
// change only the fields it is about: aNotice({ title: 'Water cut' }). Missing values are null,
// as on the wire. pageOf() makes a paged call's answer of them.

/** A stored photo by URL, 1600 x 1200, with its renditions, as the API describes one. */
export const aStoredImage = (fields: Partial<StoredFileWire> = {}): StoredFileWire => ({
  url: '/api/files/7/0123456789abcdef/photo.jpg',
  mediaType: 'image/jpeg',
  byteSize: 812_345,
  width: 1600,
  height: 1200,
  renditions: [320, 640, 1280].map((width) => ({
    width,
    url: `/api/files/${width}/fedcba9876543210/photo-${width}w.webp`,
  })),
  ...fields,
});

/** A stored PDF by URL, named as its record reads. */
export const aStoredPdf = (
  name = 'document.pdf',
  fields: Partial<StoredFileWire> = {},
): StoredFileWire => ({
  url: `/api/files/9/00112233aabbccdd/${encodeURIComponent(name)}`,
  mediaType: 'application/pdf',
  byteSize: 1_234_567,
  ...fields,
});

/** A paged call's answer: these items as page `page` of a list of `total` (default: just them). */
export function pageOf<Item>(
  items: Item[],
  {
    page = 1,
    size = 20,
    total = items.length,
  }: { page?: number; size?: number; total?: number } = {},
): PageWire<Item> {
  return { items, page, size, total };
}

/** The complaint-counts calls' answer, from counts per status. */
export const complaintCountsOf = (counts: Record<string, number>): ComplaintCountsWire => ({
  total: Object.values(counts).reduce((sum, count) => sum + count, 0),
  counts: Object.entries(counts).map(([status, count]) => ({ status, count })),
});

export const anAboutEntry = (fields: Partial<AboutPageItem> = {}): AboutPageItem => ({
  id: 1,
  name: 'Our council',
  description: null,
  photoPath: null,
  ...fields,
});

export const aSlide = (fields: Partial<SlidePageItem> = {}): SlidePageItem => ({
  id: 1,
  sliderPath: null,
  ...fields,
});

export const aGalleryPhoto = (fields: Partial<GalleryPageItem> = {}): GalleryPageItem => ({
  id: 1,
  title: 'Ward clean-up',
  description: '',
  photoPath: null,
  ...fields,
});

export const aPressRelease = (
  fields: Partial<PressReleasePageItem> = {},
): PressReleasePageItem => ({
  id: 1,
  title: 'Council meets',
  description: null,
  releaseNewsPaperName: null,
  releasesPageNo: null,
  releaseDate: null,
  photoPath: null,
  ...fields,
});

export const aNewsItem = (fields: Partial<LatestNewsWire> = {}): LatestNewsWire => ({
  id: 1,
  title: 'Water supply update',
  description: '',
  createdDate: '2024-01-01T00:00:00',
  ...fields,
});

export const aNotice = (fields: Partial<NoticePageItem> = {}): NoticePageItem => ({
  id: 1,
  title: 'Public notice',
  description: null,
  issueDate: null,
  filePath: null,
  ...fields,
});

/** A circular; an office order has the same record. */
export const aCircular = (fields: Partial<CircularPageItem> = {}): CircularPageItem => ({
  ...aNotice(),
  title: 'Circular',
  department: null,
  ...fields,
});

export const aTender = (fields: Partial<TenderPageItem> = {}): TenderPageItem => ({
  id: 1,
  tender_no: 'T-1',
  tender_title: 'Road repair',
  tender_discreption: null,
  publish_date: '2024-01-01',
  last_date_of_submission: '2024-01-31',
  last_date_of_submission_time: null,
  status: 'Open',
  tender_title_2: null,
  tender_title_3: null,
  tender_title_4: null,
  tender_title_5: null,
  tender_document: null,
  tender_document_2: null,
  tender_document_3: null,
  tender_document_4: null,
  tender_document_5: null,
  file: null,
  file2: null,
  file3: null,
  file4: null,
  file5: null,
  created_date: '2024-01-01T00:00:00',
  ...fields,
});

export const anOfficial = (fields: Partial<OfficialPageItem> = {}): OfficialPageItem => ({
  id: 1,
  serialNo: null,
  name: 'A. Official',
  designation: 'Executive Officer',
  emailAddres: null,
  status: null,
  postRemarks: null,
  fromDate: null,
  toDate: null,
  landLineNumber: null,
  mobileNumber: null,
  showHomePage: false,
  photoPath: null,
  createdDate: '2024-01-01T00:00:00',
  ...fields,
});

/** A complaint; its three spellings of the grievance title follow whichever one is given. */
export const aComplaint = (fields: Partial<ComplaintPageItem> = {}): ComplaintPageItem => {
  const title = fields.grivance ?? fields.grievanceName ?? fields.GrievanceName ?? 'Blocked drain';
  return {
    id: 1,
    ward: '12',
    grivance: title,
    grievanceName: title,
    GrievanceName: title,
    additional_Information: '',
    landmark: '',
    your_Suggestion: '',
    status: 'Open',
    entry_Date: '2024-01-01T00:00:00',
    action_By: null,
    action_Date: null,
    reminders: [],
    number: 'SNP/2024/000001',
    dueDate: '2024-01-04',
    overdue: false,
    pub_Image_1: null,
    pub_Image_2: null,
    action_Image_1: null,
    action_Image_2: null,
    ...fields,
  };
};

export const aSearchHit = (fields: Partial<SearchHitWire> = {}): SearchHitWire => ({
  kind: 'notice',
  id: 1,
  title: 'Public notice',
  description: null,
  date: null,
  ...fields,
});

export const aGrievance = (fields: Partial<GrievanceWire> = {}): GrievanceWire => ({
  id: 3,
  grievanceTitle: 'Blocked drain',
  ...fields,
});

export const aDistrict = (fields: Partial<DistrictWire> = {}): DistrictWire => ({
  id: 1,
  districtNameEnglish: 'Patna',
  ...fields,
});

export const aWard = (fields: Partial<WardWire> = {}): WardWire => ({
  id: 7,
  wardNumber: '12',
  ...fields,
});

export const anUlb = (fields: Partial<UlbWire> = {}): UlbWire => ({
  id: 2,
  ulbName: 'Demo Nagar Parishad',
  ...fields,
});
