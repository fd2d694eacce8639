import { useCallback } from 'react';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import { statusLook } from './complaintStatus';

/**
 * A complaint's status in the reader's words: the API sends the five statuses of a complaint's
 * life in English ('Open', 'Pending', ...), which are also their keys here (statuses.*); a status
 * the site does not know is shown as the API sent it.
 */
export function useStatusName(): (status: string) => string {
  const { t } = useTranslation('ui');
  // A new function when the language changes (t does), so that what depends on it follows.
  return useCallback(
    (status: string) => {
      const { tone } = statusLook(status);
      return tone === 'other' ? status : t(`statuses.${tone}`);
    },
    [t],
  );
}
