import type { LatestNewsBody } from '@council/contract';
import type { NewsItemDraft } from './drafts';

/**
 * Latest News travels as JSON; createdDate is the time of submit (SPEC.md section 3). The Hindi
 * texts and the "show until" date always travel, '' when empty, so that emptying one clears it.
 */
export const newsItemJson = (draft: NewsItemDraft, now = new Date()): LatestNewsBody => ({
  id: draft.id,
  title: draft.title,
  description: draft.description,
  titleHindi: draft.titleHindi,
  descriptionHindi: draft.descriptionHindi,
  showUntil: draft.showUntil,
  createdDate: now.toISOString(),
});
