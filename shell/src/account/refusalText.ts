import type { TFunction } from 'i18next';
import { apiErrorMessage } from '@council/shared-auth';

/**
 * What an account page shows when the API refuses (400, 429, 503): the API's own sentence,
 * which says why; a sentence of ours when no answer came at all.
 */
export function refusalText(error: unknown, t: TFunction): string {
  return apiErrorMessage(error, t('account.unavailable'));
}
