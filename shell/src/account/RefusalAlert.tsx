import type { ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';

interface RefusalAlertProps {
  /** The failed request's error. */
  error: unknown;
  /** What the reader can do about it, in a paragraph of its own. */
  more?: ReactNode;
}

/**
 * What an account page shows when the API refuses (400, 429, 503): the API's own sentence,
 * which says why; a sentence of ours when no answer came at all.
 */
export function RefusalAlert({ error, more }: RefusalAlertProps) {
  const { t } = useTranslation('shell');
  const text = apiErrorMessage(error, t('account.unavailable'));
  return (
    <div className="alert alert-danger" role="alert">
      {more ? (
        <>
          <p className="mb-2">{text}</p>
          <p className="mb-0">{more}</p>
        </>
      ) : (
        text
      )}
    </div>
  );
}
