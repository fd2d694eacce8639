// Where the desk's screens are (admin-console/screens.json declares them).

export const DESK_PATH = '/grievance-desk';

/** One complaint on the desk. */
export const deskComplaintPath = (id: number) => `${DESK_PATH}/complaint?id=${id}`;

/** The queue of a ward's overdue complaints, as the dashboard's deadlines link to it. */
export const overdueInWardPath = (wardId: number) => `${DESK_PATH}?ward=${wardId}&overdue=1`;

/**
 * What a link from the queue to a complaint carries: the queue's address (filters and page), so
 * that the complaint's "Back to the queue" returns to the same list.
 */
export interface FromQueue {
  queue: string;
}

export function queueAddressOf(state: unknown): string {
  const queue = (state as Partial<FromQueue> | null)?.queue;
  return typeof queue === 'string' && queue.startsWith(`${DESK_PATH}?`) ? queue : DESK_PATH;
}
