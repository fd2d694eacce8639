import { Type, type Static } from '@sinclair/typebox';
import {
  COMPLAINT_ACTIONS,
  COMPLAINT_EVENT_KINDS,
  COMPLAINT_LIFE_STATUSES,
  MAX_COMMENT_LENGTH,
  MAX_DAYS_TO_RESOLVE,
  MAX_RATING,
  MIN_DAYS_TO_RESOLVE,
  MIN_RATING,
  ResolveForm,
} from './complaint-rules';
import { StoredFileWire } from './files';
import { PageQuery } from './paging';
import { MAX_ID } from './values';
import { FilePart, FormBody, FormText } from './form-parts';

// The grievance desk (issue 16): staff act on complaints, citizens follow them, anyone tracks
// one by its number. Paths are GrievancePaths (./paths); the rules of every move are in
// ./complaint-rules. Every refused move answers 409 with a Message; a stale `version` too.

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Comment = Type.String({ maxLength: MAX_COMMENT_LENGTH });
/** A required reason: the route says "… is required." for an empty one. */
const Reason = Type.String({ maxLength: MAX_COMMENT_LENGTH });

export const ComplaintLifeStatusWire = Type.Union(
  COMPLAINT_LIFE_STATUSES.map((status) => Type.Literal(status)),
);
export const ComplaintActionWire = Type.Union(
  COMPLAINT_ACTIONS.map((action) => Type.Literal(action)),
);

/** A staff member as a complaint shows them. */
export const StaffMemberWire = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  designation: Type.String(),
});
export type StaffMemberWire = Static<typeof StaffMemberWire>;

/** One entry of a complaint's history; never edited, never deleted. */
export const ComplaintEventWire = Type.Object({
  at: Type.String(),
  kind: Type.Union(COMPLAINT_EVENT_KINDS.map((kind) => Type.Literal(kind))),
  fromStatus: Type.Union([Type.String(), Type.Null()]),
  toStatus: Type.String(),
  /** Who did it: 'system' for the closing of a resolution nobody reopened. */
  byRole: Type.Union(['admin', 'officer', 'user', 'system'].map((role) => Type.Literal(role))),
  /** The staff member's name; null for the citizen, the system, and on public pages. */
  byName: Type.Union([Type.String(), Type.Null()]),
  /** The reason, what was done, or the reminder; '' where there is none or it is not public. */
  comment: Type.String(),
  /** The officer it was assigned to (assign, reassign). */
  officer: Type.Union([StaffMemberWire, Type.Null()]),
  photos: Type.Array(StoredFileWire),
  rating: Type.Union([Type.Integer(), Type.Null()]),
});
export type ComplaintEventWire = Static<typeof ComplaintEventWire>;

/** What every view of a complaint shows: the public's, the citizen's and the desk's. */
const ComplaintCore = {
  id: Type.Integer(),
  /** Readable number, e.g. SNP/2026/000123. */
  number: Type.String(),
  status: Type.String(),
  category: Type.String(),
  categoryId: Type.Integer(),
  ward: Type.String(),
  wardId: Type.Integer(),
  entryDate: Type.String(),
  dueDate: Type.Union([IsoDate, Type.Null()]),
  overdue: Type.Boolean(),
  /** What was done (the last resolution), or null. */
  actionTaken: Type.Union([Type.String(), Type.Null()]),
  actionPhotos: Type.Array(StoredFileWire),
  /** The reason of a rejection, or null. */
  rejectionReason: Type.Union([Type.String(), Type.Null()]),
};

/** GET track?number=: anyone, without signing in. Nothing about who filed it. */
export const TrackedComplaint = Type.Object({
  ...ComplaintCore,
  timeline: Type.Array(ComplaintEventWire),
});
export type TrackedComplaint = Static<typeof TrackedComplaint>;
export const TrackQuery = Type.Object({ number: Type.String({ minLength: 1, maxLength: 40 }) });
export type TrackQuery = Static<typeof TrackQuery>;

/** What the citizen wrote and sent. */
const CitizenText = {
  suggestion: Type.String(),
  landmark: Type.String(),
  additionalInformation: Type.String(),
  district: Type.String(),
  ulb: Type.String(),
  publicPhotos: Type.Array(StoredFileWire),
};

/** A complaint as the citizen who filed it and the desk see it. */
const ComplaintInFull = {
  ...ComplaintCore,
  ...CitizenText,
  officer: Type.Union([StaffMemberWire, Type.Null()]),
  reopenCount: Type.Integer(),
  rating: Type.Union([Type.Integer(), Type.Null()]),
  ratingComment: Type.Union([Type.String(), Type.Null()]),
  citizenTextHidden: Type.Boolean(),
  statusChangedAt: Type.String(),
  history: Type.Array(ComplaintEventWire),
  /** The moves this caller may make now (complaint-rules' allowedActions). */
  allowedActions: Type.Array(ComplaintActionWire),
  /** Sent back with every move: a move on a complaint changed since is refused with 409. */
  version: Type.Integer(),
};

/** GET /api/v2/user/complaints/{id}: the caller's own complaint (404 for anyone else's). */
export const CitizenComplaint = Type.Object(ComplaintInFull);
export type CitizenComplaint = Static<typeof CitizenComplaint>;

/** GET desk complaints/{id}: with who filed it, for staff to reach them. */
export const DeskComplaint = Type.Object({
  ...ComplaintInFull,
  citizen: Type.Object({ name: Type.String(), email: Type.String(), mobile: Type.String() }),
});
export type DeskComplaint = Static<typeof DeskComplaint>;

/** A row of the desk's queue. */
export const DeskQueueItem = Type.Object({
  ...ComplaintCore,
  landmark: Type.String(),
  officer: Type.Union([StaffMemberWire, Type.Null()]),
  version: Type.Integer(),
});
export type DeskQueueItem = Static<typeof DeskQueueItem>;

export const QUEUE_SORTS = ['due', 'newest', 'oldest'] as const;
/** GET desk complaints: filters, sort and page; `officer=0` is "not assigned". */
export const DeskQueueQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(ComplaintLifeStatusWire),
    ward: Type.Optional(Id),
    category: Type.Optional(Id),
    officer: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID })),
    overdue: Type.Optional(Type.Boolean()),
    sort: Type.Optional(
      Type.Union(
        QUEUE_SORTS.map((sort) => Type.Literal(sort)),
        { default: 'due' },
      ),
    ),
  }),
]);
export type DeskQueueQuery = Static<typeof DeskQueueQuery>;

/** The queue's page, and how many complaints each status and "overdue" hold under the other filters. */
export const DeskQueuePage = Type.Object({
  items: Type.Array(DeskQueueItem),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  counts: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer({ minimum: 0 }) })),
  overdue: Type.Integer({ minimum: 0 }),
});
export type DeskQueuePage = Static<typeof DeskQueuePage>;

/** Every move names the version it was made on. */
const Versioned = { version: Type.Integer({ minimum: 1 }) };

/** POST desk complaints/{id}/assign (Open → Pending) and /reassign (Pending → Pending). */
export const AssignBody = Type.Object({ ...Versioned, officerId: Id, comment: Comment });
export type AssignBody = Static<typeof AssignBody>;
/** POST desk …/reject, …/hide, …/show; user …/reopen: a reason is required. */
export const ReasonBody = Type.Object({ ...Versioned, reason: Reason });
export type ReasonBody = Static<typeof ReasonBody>;
/** POST user …/accept: Resolved → Closed with a rating. */
export const AcceptBody = Type.Object({
  ...Versioned,
  rating: Type.Integer({ minimum: MIN_RATING, maximum: MAX_RATING }),
  comment: Comment,
});
export type AcceptBody = Static<typeof AcceptBody>;
/** POST user …/remind: past due, once a day at most. */
export const ReminderBody = Type.Object({ ...Versioned, message: Reason });
export type ReminderBody = Static<typeof ReminderBody>;

/** GET desk officers: the active officers a complaint can be assigned to. */
export const OfficerWire = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  designation: Type.String(),
  wards: Type.Array(Type.Object({ id: Type.Integer(), wardNumber: Type.String() })),
});
export type OfficerWire = Static<typeof OfficerWire>;

/** GET desk ward-deadlines: per ward, complaints awaiting an answer, overdue and due today. */
export const WardDeadlinesWire = Type.Object({
  today: IsoDate,
  wards: Type.Array(
    Type.Object({
      wardId: Type.Integer(),
      ward: Type.String(),
      awaiting: Type.Integer({ minimum: 0 }),
      overdue: Type.Integer({ minimum: 0 }),
      dueToday: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type WardDeadlinesWire = Static<typeof WardDeadlinesWire>;

/** A grievance category with its days to resolve (public GET, admin PUT {id}). */
export const GrievanceCategoryWire = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  daysToResolve: Type.Integer({ minimum: MIN_DAYS_TO_RESOLVE, maximum: MAX_DAYS_TO_RESOLVE }),
});
export type GrievanceCategoryWire = Static<typeof GrievanceCategoryWire>;
export const CategoryDaysBody = Type.Object({
  daysToResolve: Type.Integer({ minimum: MIN_DAYS_TO_RESOLVE, maximum: MAX_DAYS_TO_RESOLVE }),
});
export type CategoryDaysBody = Static<typeof CategoryDaysBody>;

/** A council holiday: not a working day for due dates (public GET ?year=, admin POST, DELETE {id}). */
export const HolidayWire = Type.Object({
  id: Type.Integer(),
  date: IsoDate,
  name: Type.String(),
});
export type HolidayWire = Static<typeof HolidayWire>;
export const NewHolidayBody = Type.Object({
  date: IsoDate,
  name: Type.String({ minLength: 1, maxLength: 200 }),
});
export type NewHolidayBody = Static<typeof NewHolidayBody>;
export const HolidayQuery = Type.Object({
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
});
export type HolidayQuery = Static<typeof HolidayQuery>;

/** GET scorecard?from=&to=: complaints filed in the period (India dates, both included). */
export const ScorecardQuery = Type.Object({
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type ScorecardQuery = Static<typeof ScorecardQuery>;
export const ScorecardRow = Type.Object({
  /** The ward's number or the category's title; 'All' for the total. */
  name: Type.String(),
  received: Type.Integer({ minimum: 0 }),
  resolved: Type.Integer({ minimum: 0 }),
  resolvedOnTime: Type.Integer({ minimum: 0 }),
  /** Of the resolved ones; null when none was resolved. */
  onTimePercent: Type.Union([Type.Number(), Type.Null()]),
  medianDaysToResolve: Type.Union([Type.Number(), Type.Null()]),
  averageRating: Type.Union([Type.Number(), Type.Null()]),
  ratings: Type.Integer({ minimum: 0 }),
});
export type ScorecardRow = Static<typeof ScorecardRow>;
export const ScorecardWire = Type.Object({
  from: IsoDate,
  to: IsoDate,
  total: ScorecardRow,
  byWard: Type.Array(ScorecardRow),
  byCategory: Type.Array(ScorecardRow),
});
export type ScorecardWire = Static<typeof ScorecardWire>;

/** The paged public and citizen lists' extra facts (ComplaintPageItem has them too). */
export const ComplaintListFacts = {
  number: Type.String(),
  dueDate: Type.Union([IsoDate, Type.Null()]),
  overdue: Type.Boolean(),
};

/** The resolve form's body (desk …/resolve), as the API reads and declares it. */
export const ResolveFormBody = FormBody({
  [ResolveForm.version]: Type.String({ title: ResolveForm.version, pattern: '^[0-9]{1,9}$' }),
  [ResolveForm.actionTaken]: FormText('What was done', MAX_COMMENT_LENGTH),
  [ResolveForm.photo1]: Type.Optional(FilePart('Photo 1', 'photo')),
  [ResolveForm.photo2]: Type.Optional(FilePart('Photo 2', 'photo')),
});
