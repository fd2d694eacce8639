import { queryOptions } from '@council/query';
import { feedbackInboxApi, type FeedbackInboxRequest } from './feedbackApi';

/**
 * The inbox's reads, each written once (key and call). Marking a message marks every read under
 * 'feedback' stale: the lists and the dashboard's count.
 */
export const feedbackQueries = {
  all: ['feedback'] as const,
  inbox: (request: FeedbackInboxRequest) =>
    queryOptions({
      queryKey: ['feedback', 'inbox', request],
      queryFn: () => feedbackInboxApi.list(request),
    }),
  counts: () =>
    queryOptions({ queryKey: ['feedback', 'counts'], queryFn: feedbackInboxApi.counts }),
};
