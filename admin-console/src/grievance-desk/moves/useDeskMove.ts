import {
  adminQueries,
  grievanceQueries,
  type ComplaintAction,
  type DeskComplaint,
} from '@council/api-client';
import { useMutation, useQueryClient, type QueryKey } from '@council/query';

/** The moves staff make on the desk, in the order their buttons stand. */
export const DESK_MOVES = [
  'assign',
  'reassign',
  'resolve',
  'reject',
  'hide',
  'show',
] as const satisfies readonly ComplaintAction[];
export type DeskMove = (typeof DESK_MOVES)[number];

export const isDeskMove = (action: ComplaintAction): action is DeskMove =>
  (DESK_MOVES as readonly string[]).includes(action);

/** A move's call, made by its form with what the form holds. */
export type SendMove = () => Promise<DeskComplaint>;

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A move on one complaint. Its answer is the complaint as it is now, shown at once; the queue,
 * the dashboard's figures and the public views of complaints are read again when next shown.
 * `refresh` reads the complaint itself again too: after a 409, someone else changed it.
 */
export function useDeskMove(id: number) {
  const client = useQueryClient();
  const complaintKey = grievanceQueries.deskComplaint(id).queryKey;
  const othersStale = () =>
    Promise.all([
      client.invalidateQueries({
        queryKey: grievanceQueries.desk,
        predicate: (query) => !sameKey(query.queryKey, complaintKey),
      }),
      client.invalidateQueries({ queryKey: ['grievance'] }),
      client.invalidateQueries({ queryKey: adminQueries.complaintCounts().queryKey }),
    ]);
  const move = useMutation({
    mutationFn: (send: SendMove) => send(),
    onSuccess: (complaint) => {
      client.setQueryData(complaintKey, complaint);
      void othersStale();
    },
  });
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: complaintKey }), othersStale()]);
  return { move, refresh };
}
