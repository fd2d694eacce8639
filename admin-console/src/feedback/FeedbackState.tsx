import type { FeedbackMessage } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { formatDate } from '@council/ui';

/** "New", or "Handled by Ravi on 02/Mar/2026 10:15" (India time). */
export function FeedbackState({ message }: { message: FeedbackMessage }) {
  const { t } = useTranslation('admin-console');
  if (message.handledAt === null) {
    return <span className="badge text-bg-warning">{t('feedbackInbox.new')}</span>;
  }
  return (
    <>
      <span className="badge text-bg-success">{t('feedbackInbox.handled')}</span>
      <span className="small d-block mt-1">
        {t('feedbackInbox.handledBy', {
          who: message.handledBy ?? t('editor.notAvailable'),
          date: formatDate(message.handledAt, 'dd/MMM/yyyy HH:mm') ?? t('editor.notAvailable'),
        })}
      </span>
    </>
  );
}
