import { useMutation, useQueryClient } from '@council/query';
import {
  citizenComplaintApi,
  grievanceQueries,
  httpStatus,
  publicQueries,
  userQueries,
} from '@council/api-client';
import { apiErrorMessage } from '@council/shared-auth';

type Body<Move extends 'reopen' | 'accept' | 'remind'> = Parameters<
  (typeof citizenComplaintApi)[Move]
>[1];

/** A move the citizen makes on their complaint, with the version they saw. */
export type CitizenMove =
  | { action: 'reopen'; body: Body<'reopen'> }
  | { action: 'accept'; body: Body<'accept'> }
  | { action: 'remind'; body: Body<'remind'> };

/**
 * How a move ended: done; refused (409: the complaint changed or the move is no longer allowed,
 * already said by `onRefused`); invalid (400: the message belongs beside the form's field); or
 * failed (no answer, or another error: the form says so and may be sent again).
 */
export type MoveOutcome =
  | { kind: 'done' }
  | { kind: 'refused' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

function sendMove(id: number, move: CitizenMove) {
  switch (move.action) {
    case 'reopen':
      return citizenComplaintApi.reopen(id, move.body);
    case 'accept':
      return citizenComplaintApi.accept(id, move.body);
    case 'remind':
      return citizenComplaintApi.remind(id, move.body);
  }
}

/**
 * Sends the citizen's moves on one complaint. The answer is the complaint as it is now: it
 * replaces the one on screen. The lists and counts that show it are marked stale, to reload when
 * next shown. A refusal reloads the complaint, so that the citizen sees why.
 */
export function useComplaintMove(id: number, onRefused: (message: string) => void) {
  const client = useQueryClient();
  const { queryKey } = grievanceQueries.citizenComplaint(id);
  const mutation = useMutation({
    mutationFn: (move: CitizenMove) => sendMove(id, move),
    onSuccess: (complaint) => {
      client.setQueryData(queryKey, complaint);
      for (const key of [userQueries.all, publicQueries.all, ['grievance']])
        void client.invalidateQueries({ queryKey: key, refetchType: 'none' });
    },
  });

  async function send(move: CitizenMove, fallback: string): Promise<MoveOutcome> {
    try {
      await mutation.mutateAsync(move);
      return { kind: 'done' };
    } catch (error) {
      const status = httpStatus(error);
      const message = apiErrorMessage(error, fallback);
      if (status === 409) {
        onRefused(message);
        void client.invalidateQueries({ queryKey });
        return { kind: 'refused' };
      }
      return status === 400 ? { kind: 'invalid', message } : { kind: 'failed', message };
    }
  }

  return { send, sending: mutation.isPending };
}
