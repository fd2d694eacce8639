import type {
  CitizenComplaint,
  ComplaintEventWire,
  DeskComplaint,
  DeskQueueItem,
  DeskQueuePage,
  HolidayWire,
  OfficerWire,
  ScorecardRow,
  ScorecardWire,
  TrackedComplaint,
} from '@council/contract';

// Samples of the grievance desk's answers (issue 16), as samples.ts has them for the others.

/** One history entry: the filing. */
export const aComplaintEvent = (fields: Partial<ComplaintEventWire> = {}): ComplaintEventWire => ({
  at: '2026-03-05T04:30:00.000Z',
  kind: 'file',
  fromStatus: null,
  toStatus: 'Open',
  byRole: 'user',
  byName: null,
  comment: '',
  officer: null,
  photos: [],
  rating: null,
  ...fields,
});

const core = {
  id: 123,
  number: 'SNP/2026/000123',
  status: 'Open',
  category: 'Blocked drain',
  categoryId: 3,
  ward: '12',
  wardId: 12,
  entryDate: '2026-03-05T04:30:00.000Z',
  dueDate: '2026-03-09',
  overdue: false,
  actionTaken: null,
  actionPhotos: [],
  rejectionReason: null,
};

/** A complaint as anyone tracks it by its number: Open, just filed. */
export const aTrackedComplaint = (fields: Partial<TrackedComplaint> = {}): TrackedComplaint => ({
  ...core,
  timeline: [aComplaintEvent()],
  ...fields,
});

const inFull = {
  ...core,
  suggestion: 'Clear the drain before the monsoon',
  landmark: 'Near the girls school',
  additionalInformation: 'Water stands after rain',
  district: 'Sonipat',
  ulb: 'Sonipat Municipal Corporation',
  publicPhotos: [],
  officer: null,
  reopenCount: 0,
  rating: null,
  ratingComment: null,
  citizenTextHidden: false,
  statusChangedAt: '2026-03-05T04:30:00.000Z',
  history: [aComplaintEvent()],
  allowedActions: [],
  version: 1,
};

/** The citizen's own complaint: Open, just filed, no move allowed. */
export const aCitizenComplaint = (fields: Partial<CitizenComplaint> = {}): CitizenComplaint => ({
  ...inFull,
  ...fields,
});

/** A complaint as the desk sees it: Open, with who filed it. */
export const aDeskComplaint = (fields: Partial<DeskComplaint> = {}): DeskComplaint => ({
  ...inFull,
  allowedActions: ['assign', 'reject', 'hide'],
  citizen: { name: 'Asha Devi', email: 'asha@example.in', mobile: '9876543210' },
  ...fields,
});

/** A row of the desk's queue. */
export const aDeskQueueItem = (fields: Partial<DeskQueueItem> = {}): DeskQueueItem => ({
  ...core,
  landmark: 'Near the girls school',
  officer: null,
  version: 1,
  ...fields,
});

/** A page of the desk's queue holding these rows, with counts per status. */
export const aDeskQueuePage = (
  items: DeskQueueItem[],
  fields: Partial<DeskQueuePage> = {},
): DeskQueuePage => ({
  items,
  page: 1,
  size: 20,
  total: items.length,
  counts: [],
  overdue: items.filter(({ overdue }) => overdue).length,
  ...fields,
});

export const anOfficer = (fields: Partial<OfficerWire> = {}): OfficerWire => ({
  id: 7,
  name: 'Ravi Kumar',
  designation: 'Sanitary Inspector',
  wards: [{ id: 12, wardNumber: '12' }],
  ...fields,
});

export const aHoliday = (fields: Partial<HolidayWire> = {}): HolidayWire => ({
  id: 1,
  date: '2026-01-26',
  name: 'Republic Day',
  ...fields,
});

/** A scorecard line: 10 received, 8 resolved, 6 on time. */
export const aScorecardRow = (fields: Partial<ScorecardRow> = {}): ScorecardRow => ({
  name: '12',
  received: 10,
  resolved: 8,
  resolvedOnTime: 6,
  onTimePercent: 75,
  medianDaysToResolve: 2.5,
  averageRating: 4.2,
  ratings: 5,
  ...fields,
});

export const aScorecard = (fields: Partial<ScorecardWire> = {}): ScorecardWire => ({
  from: '2025-03-06',
  to: '2026-03-05',
  total: aScorecardRow({ name: 'All' }),
  byWard: [aScorecardRow()],
  byCategory: [aScorecardRow({ name: 'Blocked drain' })],
  ...fields,
});
