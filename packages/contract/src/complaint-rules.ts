// Plain data and checks, no schemas (@council/contract/complaint-rules): the life of a complaint
// (issue 16, DECISIONS.md "A complaint's life"). The API refuses every move these rules do not
// allow; the screens offer a button only for a move they allow. One table, both sides.

/** Every status a complaint can have; Closed is a resolution the citizen accepted or let stand. */
export const COMPLAINT_LIFE_STATUSES = [
  'Open',
  'Pending',
  'Resolved',
  'Rejected',
  'Closed',
] as const;
export type ComplaintStatus = (typeof COMPLAINT_LIFE_STATUSES)[number];

/** What staff and citizens do to a complaint, each one history entry. */
export const COMPLAINT_ACTIONS = [
  'assign',
  'reassign',
  'reject',
  'resolve',
  'reopen',
  'accept',
  'remind',
  'hide',
  'show',
] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

/**
 * Every kind of history entry: the actions above, filing, the closing of a resolution nobody
 * reopened in time ('close', by the system), and a status a complaint had before the desk
 * existed ('recorded').
 */
export const COMPLAINT_EVENT_KINDS = ['file', ...COMPLAINT_ACTIONS, 'close', 'recorded'] as const;
export type ComplaintEventKind = (typeof COMPLAINT_EVENT_KINDS)[number];

/** POST desk …/resolve (multipart): these fields, and up to two photos. */
export const ResolveForm = {
  version: 'version',
  actionTaken: 'actionTaken',
  photo1: 'photo1',
  photo2: 'photo2',
} as const;

/** Days after a resolution or rejection in which the citizen may reopen it. */
export const REOPEN_WINDOW_DAYS = 7;
/** How often a citizen may reopen one complaint. */
export const MAX_REOPENS = 2;
/** A resolution nobody reopened is closed this many days after it. */
export const CLOSE_AFTER_DAYS = REOPEN_WINDOW_DAYS;
/** A citizen reminds staff of an overdue complaint at most once in this many hours. */
export const REMINDER_INTERVAL_HOURS = 24;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** Reasons, comments, what was done, reminders. */
export const MAX_COMMENT_LENGTH = 2000;
/** Days to resolve a category: at least one, at most a year. */
export const MIN_DAYS_TO_RESOLVE = 1;
export const MAX_DAYS_TO_RESOLVE = 365;

const DAY_MS = 86_400_000;
/** The council's clock: due dates and "today" are dates in India (UTC+05:30, no summer time). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The date (YYYY-MM-DD) in India at an instant. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The due date of a complaint filed (or reopened) at `from`: the `days`-th working day after the
 * day it came in. Sundays and the council's holidays (YYYY-MM-DD) are not working days.
 */
export function dueDate(from: Date, days: number, holidays: ReadonlySet<string>): string {
  let day = Date.parse(`${indiaDate(from)}T00:00:00Z`);
  let left = Math.max(MIN_DAYS_TO_RESOLVE, Math.trunc(days));
  while (left > 0) {
    day += DAY_MS;
    const date = new Date(day);
    const iso = date.toISOString().slice(0, 10);
    if (date.getUTCDay() !== 0 && !holidays.has(iso)) left -= 1;
  }
  return new Date(day).toISOString().slice(0, 10);
}

/** Statuses in which the council still owes the citizen an answer. */
export const AWAITING_STATUSES = ['Open', 'Pending'] as const satisfies readonly ComplaintStatus[];

export function isAwaiting(status: string | null): boolean {
  return (AWAITING_STATUSES as readonly string[]).includes(status ?? '');
}

/** Past its due date and still awaiting an answer. */
export function isOverdue(
  complaint: { status: string | null; dueDate: string | null },
  now: Date,
): boolean {
  return (
    isAwaiting(complaint.status) && complaint.dueDate !== null && complaint.dueDate < indiaDate(now)
  );
}

/**
 * A complaint's readable number, as citizens quote it: the council's prefix, the year it was
 * filed and its id, e.g. SNP/2026/000123.
 */
export function complaintNumber(prefix: string, id: number, entryDate: string): string {
  const year = entryDate.slice(0, 4);
  return `${prefix}/${year}/${String(id).padStart(6, '0')}`;
}

/**
 * The id and year a typed complaint number names, or null: the prefix is not checked (a reader
 * may leave it out or mistype its case), spaces around parts are forgiven.
 */
export function parseComplaintNumber(typed: string): { id: number; year: string } | null {
  const match = /^(?:\s*[A-Za-z]{1,10}\s*\/)?\s*(\d{4})\s*\/\s*(\d{1,9})\s*$/.exec(typed);
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 ? { id, year: match[1] as string } : null;
}

/** What the rules need to know of a complaint. */
export interface ComplaintState {
  status: string | null;
  /** The officer it is assigned to, if any. */
  officerId: number | null;
  /** When its status last changed (ISO 8601): the start of the reopen window. */
  statusChangedAt: string;
  reopenCount: number;
  dueDate: string | null;
  lastReminderAt: string | null;
  /** Staff hid the citizen's words and photos from the public. */
  citizenTextHidden: boolean;
  /** The citizen who filed it. */
  accountId: number;
}

/** Who looks at it. */
export interface ComplaintViewer {
  role: 'admin' | 'officer' | 'user';
  accountId: number;
}

const hoursSince = (iso: string | null, now: Date) =>
  iso === null ? Infinity : (now.getTime() - Date.parse(iso)) / 3_600_000;

/** Whether the reopen window of a resolution or rejection is still open. */
export function withinReopenWindow(state: ComplaintState, now: Date): boolean {
  return hoursSince(state.statusChangedAt, now) <= REOPEN_WINDOW_DAYS * 24;
}

/** The moves this person may make on this complaint now; the API refuses every other. */
export function allowedActions(
  state: ComplaintState,
  viewer: ComplaintViewer,
  now: Date,
): ComplaintAction[] {
  const actions: ComplaintAction[] = [];
  const status = state.status;
  if (viewer.role === 'user') {
    if (viewer.accountId !== state.accountId) return actions;
    if (
      (status === 'Resolved' || status === 'Rejected') &&
      state.reopenCount < MAX_REOPENS &&
      withinReopenWindow(state, now)
    )
      actions.push('reopen');
    if (status === 'Resolved' && withinReopenWindow(state, now)) actions.push('accept');
    if (isOverdue(state, now) && hoursSince(state.lastReminderAt, now) >= REMINDER_INTERVAL_HOURS)
      actions.push('remind');
    return actions;
  }
  if (status === 'Open') actions.push('assign');
  if (status === 'Pending') actions.push('reassign');
  if (status === 'Open' || status === 'Pending') actions.push('reject');
  if (status === 'Pending' && (viewer.role === 'admin' || state.officerId === viewer.accountId))
    actions.push('resolve');
  actions.push(state.citizenTextHidden ? 'show' : 'hide');
  return actions;
}

/** The status a move leads to ('hide', 'show' and 'remind' leave it as it is). */
export function statusAfter(action: ComplaintAction, status: string): string {
  switch (action) {
    case 'assign':
    case 'reassign':
    case 'reopen':
      return 'Pending';
    case 'reject':
      return 'Rejected';
    case 'resolve':
      return 'Resolved';
    case 'accept':
      return 'Closed';
    default:
      return status;
  }
}

/** Why a move is refused, as the 409 says it. */
export function refusalOf(action: ComplaintAction, state: ComplaintState, now: Date): string {
  const status = state.status ?? 'without a status';
  if (action === 'reopen' && state.reopenCount >= MAX_REOPENS)
    return `This complaint was already reopened ${MAX_REOPENS} times; it cannot be reopened again.`;
  if ((action === 'reopen' || action === 'accept') && !withinReopenWindow(state, now))
    return `This complaint can no longer be reopened or rated: ${REOPEN_WINDOW_DAYS} days have passed since it was ${status.toLowerCase()}.`;
  if (action === 'remind' && isOverdue(state, now))
    return `A reminder was already sent in the last ${REMINDER_INTERVAL_HOURS} hours.`;
  if (action === 'remind')
    return 'A reminder can be sent only once a complaint is past its due date.';
  if (action === 'resolve' && state.status === 'Pending')
    return 'Only the officer this complaint is assigned to, or an admin, can resolve it.';
  return `A complaint that is ${status} cannot be ${PAST_TENSE[action]}.`;
}

const PAST_TENSE: Record<ComplaintAction, string> = {
  assign: 'accepted and assigned',
  reassign: 'reassigned',
  reject: 'rejected',
  resolve: 'resolved',
  reopen: 'reopened',
  accept: 'accepted',
  remind: 'reminded about',
  hide: 'hidden',
  show: 'shown',
};
