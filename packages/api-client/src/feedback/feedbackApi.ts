import type {
  FeedbackCounts as FeedbackCountsWire,
  FeedbackItem,
  FeedbackReceipt,
} from '@council/contract';
import { FeedbackPaths } from '@council/contract/feedback-rules';
import { apiClient } from '@council/shared-auth';
import type { Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { id, text, type Received } from '../wire/fields';
import type { FeedbackCounts, FeedbackMessage, FeedbackStatus, NewFeedback } from './entities';
import { feedbackFromWire } from './mappers';

/** Which messages the inbox lists, and the page. */
export interface FeedbackInboxRequest extends PageRequest {
  status: FeedbackStatus;
}

/** A reader's message (no sign-in): answers the reference number they are given to quote. */
export async function sendFeedback(feedback: NewFeedback): Promise<{ reference: string }> {
  const trimmed = Object.fromEntries(
    Object.entries(feedback).map(([field, value]) => [field, value.trim()]),
  );
  const { data } = await apiClient.post<Received<FeedbackReceipt> | null>(
    FeedbackPaths.public.feedback,
    trimmed,
  );
  return { reference: text(data?.reference) };
}

const handledPath = (messageId: number) => `${FeedbackPaths.admin.feedback}/${messageId}/handled`;

/** The console's inbox of readers' messages (role admin); shared-auth adds the token. */
export const feedbackInboxApi = {
  /** One page of the messages of a status, newest first. */
  list: ({ status, ...request }: FeedbackInboxRequest): Promise<Page<FeedbackMessage>> =>
    getPage(FeedbackPaths.admin.feedback, feedbackFromWire, request, { status }),
  /** Marks a message handled by the signed-in admin; answers it as it now is. */
  markHandled: async (messageId: number): Promise<FeedbackMessage> =>
    feedbackFromWire(
      (await apiClient.put<Received<FeedbackItem> | null>(handledPath(messageId))).data ?? {},
    ),
  /** Makes a handled message new again. */
  markNew: async (messageId: number): Promise<FeedbackMessage> =>
    feedbackFromWire(
      (await apiClient.delete<Received<FeedbackItem> | null>(handledPath(messageId))).data ?? {},
    ),
  counts: async (): Promise<FeedbackCounts> => {
    const { data } = await apiClient.get<Received<FeedbackCountsWire> | null>(
      FeedbackPaths.admin.counts,
    );
    return { new: id(data?.new), handled: id(data?.handled) };
  },
};
