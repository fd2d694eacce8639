import {
  COMPLAINT_LIFE_STATUSES,
  type ComplaintStatus,
  type DeskQueueFilters,
} from '@council/api-client';

/** The queue's orders, the API's first (its default): the earliest due date first. */
export const QUEUE_SORTS = ['due', 'newest', 'oldest'] as const satisfies readonly NonNullable<
  DeskQueueFilters['sort']
>[];
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** "Assigned to me" in the address: whoever opens the link, not one officer's id. */
export const ASSIGNED_TO_ME = 'me';
/** "Not assigned", as the API names it. */
export const NOT_ASSIGNED = 0;

/**
 * The queue as its address holds it (?status=&ward=&category=&officer=&overdue=1&sort=&page=),
 * so that a link, a reload and Back all show the same complaints.
 */
export interface QueueAddress {
  status: ComplaintStatus | null;
  ward: number | null;
  category: number | null;
  /** An officer's id, NOT_ASSIGNED, or ASSIGNED_TO_ME. */
  officer: number | typeof ASSIGNED_TO_ME | null;
  overdue: boolean;
  sort: QueueSort;
  page: number;
}

/** What a filter control changes; any change starts again at the first page. */
export type QueueChange = Partial<Omit<QueueAddress, 'page'>>;

const ID = /^[1-9]\d{0,8}$/;
const idOf = (value: string | null): number | null =>
  value !== null && ID.test(value) ? Number(value) : null;

function officerOf(value: string | null): QueueAddress['officer'] {
  if (value === ASSIGNED_TO_ME) return ASSIGNED_TO_ME;
  if (value === String(NOT_ASSIGNED)) return NOT_ASSIGNED;
  return idOf(value);
}

/** The queue an address asks for; what it cannot read (a typo, an old link) is left out. */
export function readQueueAddress(params: URLSearchParams, page: number): QueueAddress {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    status: COMPLAINT_LIFE_STATUSES.find((known) => known === status) ?? null,
    ward: idOf(params.get('ward')),
    category: idOf(params.get('category')),
    officer: officerOf(params.get('officer')),
    overdue: params.get('overdue') === '1',
    sort: QUEUE_SORTS.find((known) => known === sort) ?? 'due',
    page,
  };
}

/** Writes a change into the address's parameters: set values, drop defaults, back to page 1. */
export function writeQueueChange(params: URLSearchParams, change: QueueChange): URLSearchParams {
  const put = (name: string, value: string | null) => {
    if (value === null) params.delete(name);
    else params.set(name, value);
  };
  if ('status' in change) put('status', change.status ?? null);
  if ('ward' in change) put('ward', change.ward == null ? null : String(change.ward));
  if ('category' in change)
    put('category', change.category == null ? null : String(change.category));
  if ('officer' in change) put('officer', change.officer == null ? null : String(change.officer));
  if ('overdue' in change) put('overdue', change.overdue ? '1' : null);
  if ('sort' in change) put('sort', change.sort && change.sort !== 'due' ? change.sort : null);
  params.delete('page');
  return params;
}

/** Whether any filter narrows the queue (the order is no filter). */
export const isFiltered = ({ status, ward, category, officer, overdue }: QueueAddress) =>
  status !== null || ward !== null || category !== null || officer !== null || overdue;

/**
 * The API's query for the address: only what narrows or orders the list besides its defaults, so
 * the unfiltered first page is `?page=1`, the address the screen declares as its first call.
 * Null while "Assigned to me" waits for the signed-in officer's id.
 */
export function queueFilters(address: QueueAddress, myId: number | null): DeskQueueFilters | null {
  const { status, ward, category, officer, overdue, sort, page } = address;
  if (officer === ASSIGNED_TO_ME && myId === null) return null;
  return {
    page,
    ...(status !== null && { status }),
    ...(ward !== null && { ward }),
    ...(category !== null && { category }),
    ...(officer !== null && { officer: officer === ASSIGNED_TO_ME ? (myId as number) : officer }),
    ...(overdue && { overdue: true }),
    ...(sort !== 'due' && { sort }),
  };
}
