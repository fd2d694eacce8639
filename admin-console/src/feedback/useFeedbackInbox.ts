import { useCallback } from 'react';
import {
  FEEDBACK_STATUSES,
  feedbackInboxApi,
  feedbackQueries,
  type FeedbackMessage,
  type FeedbackStatus,
  type Page,
} from '@council/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@council/query';
import { useSearchParams } from '@council/router';
import { usePageParam } from '@council/ui';
import { useLastPageAtMost } from '../section-editor/useSectionRecords';

/** The inbox opens on the messages still to handle. */
export const DEFAULT_FEEDBACK_STATUS: FeedbackStatus = 'new';

/** The status a filter's link leads to: its address keeps it, without the page (page 1). */
export function feedbackStatusSearch(status: FeedbackStatus): string {
  return status === DEFAULT_FEEDBACK_STATUS ? '' : `?status=${status}`;
}

/** Which messages the address asks for (`?status=`), the new ones unless it names another. */
export function useFeedbackStatus(): FeedbackStatus {
  const [params] = useSearchParams();
  const asked = params.get('status');
  return FEEDBACK_STATUSES.find((status) => status === asked) ?? DEFAULT_FEEDBACK_STATUS;
}

/** The page of the inbox the address asks for (`?status=&page=`), the one before staying until it comes. */
export function useFeedbackPage(status: FeedbackStatus) {
  const page = usePageParam();
  const list = useQuery({
    ...feedbackQueries.inbox({ status, page }),
    placeholderData: keepPreviousData,
  });
  useLastPageAtMost(page, list.isPlaceholderData ? undefined : (list.data as Page<unknown>));
  return list;
}

/**
 * Marks a message handled, or new again. Every read of the inbox then reads again, and the
 * dashboard's count with them: a message leaves the "new" list at once.
 */
export function useMarkFeedback() {
  const client = useQueryClient();
  const changed = useCallback(
    () => client.invalidateQueries({ queryKey: feedbackQueries.all }),
    [client],
  );
  return useMutation({
    mutationFn: ({ message, handled }: { message: FeedbackMessage; handled: boolean }) =>
      handled ? feedbackInboxApi.markHandled(message.id) : feedbackInboxApi.markNew(message.id),
    onSuccess: () => void changed(),
  });
}
