import type {
  CitizenComplaint as CitizenComplaintWire,
  ComplaintEventWire,
  DeskComplaint as DeskComplaintWire,
  DeskQueueItem as DeskQueueItemWire,
  DeskQueueQuery,
  GrievanceCategoryWire,
  HolidayWire,
  OfficerWire,
  ScorecardRow as ScorecardRowWire,
  ScorecardWire,
  TrackedComplaint as TrackedComplaintWire,
  WardDeadlinesWire,
} from '@council/contract';
import type { StoredFile } from '../entities';

// The grievance desk's wire (issue 16) already speaks the screens' names; the entities differ
// only where files are: a StoredFile with its absolute URL instead of the wire's relative one.

type WithFiles<Wire, Fields extends keyof Wire> = Omit<Wire, Fields> & {
  [Field in Fields]: StoredFile[];
};

/** One entry of a complaint's history. */
export type ComplaintEvent = WithFiles<ComplaintEventWire, 'photos'>;
type Timeline<Wire, Field extends keyof Wire> = Omit<Wire, Field> & {
  [F in Field]: ComplaintEvent[];
};

/** What anyone sees by the complaint's number. */
export type TrackedComplaint = Timeline<
  WithFiles<TrackedComplaintWire, 'actionPhotos'>,
  'timeline'
>;
/** The citizen's own complaint, with the moves they may make. */
export type CitizenComplaint = Timeline<
  WithFiles<CitizenComplaintWire, 'actionPhotos' | 'publicPhotos'>,
  'history'
>;
/** A complaint as the desk sees it: with who filed it. */
export type DeskComplaint = Timeline<
  WithFiles<DeskComplaintWire, 'actionPhotos' | 'publicPhotos'>,
  'history'
>;
export type DeskQueueItem = WithFiles<DeskQueueItemWire, 'actionPhotos'>;
export interface DeskQueuePage {
  items: DeskQueueItem[];
  page: number;
  size: number;
  total: number;
  counts: { status: string; count: number }[];
  overdue: number;
}
/** The queue's filters and order; page and size as every paged list. */
export type DeskQueueFilters = DeskQueueQuery;
export type Officer = OfficerWire;
export type WardDeadlines = WardDeadlinesWire;
export type GrievanceCategory = GrievanceCategoryWire;
export type Holiday = HolidayWire;
export type Scorecard = ScorecardWire;
export type ScorecardRow = ScorecardRowWire;
export type StaffMember = DeskComplaintWire['officer'];
