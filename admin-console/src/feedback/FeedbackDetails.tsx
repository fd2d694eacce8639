import type { FeedbackMessage } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { formatDate, Modal } from '@council/ui';
import { FeedbackState } from './FeedbackState';
import { MarkButton } from './FeedbackTable';

interface Props {
  /** The message to show; null while none is open. */
  message: FeedbackMessage | null;
  busy: boolean;
  onMark: (message: FeedbackMessage, handled: boolean) => void;
  onClose: () => void;
}

/** The whole message, with how to answer its writer (mail, phone) and the button that marks it. */
export function FeedbackDetails({ message, busy, onMark, onClose }: Props) {
  const { t } = useTranslation('admin-console');
  const notGiven = t('feedbackInbox.notGiven');
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      size="lg"
      title={message ? t('feedbackInbox.detailsTitle', { reference: message.reference }) : ''}
    >
      {message && (
        <>
          <dl className="admin-feedback-details">
            <dt>{t('feedbackInbox.columns.received')}</dt>
            <dd>{formatDate(message.receivedAt, 'dd/MMM/yyyy HH:mm') ?? notGiven}</dd>
            <dt>{t('feedbackInbox.sentFrom')}</dt>
            <dd>{t(`feedbackInbox.pages.${message.sentFrom}`)}</dd>
            <dt>{t('feedbackInbox.name')}</dt>
            <dd>{message.name}</dd>
            <dt>{t('feedbackInbox.email')}</dt>
            <dd className="text-break">
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </dd>
            <dt>{t('feedbackInbox.phone')}</dt>
            <dd>
              {message.phone ? (
                <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>
              ) : (
                notGiven
              )}
            </dd>
            <dt>{t('feedbackInbox.project')}</dt>
            <dd>{message.project || notGiven}</dd>
            <dt>{t('feedbackInbox.columns.subject')}</dt>
            <dd className="text-break">{message.subject}</dd>
            <dt>{t('feedbackInbox.columns.state')}</dt>
            <dd>
              <FeedbackState message={message} />
            </dd>
          </dl>
          <h3 className="h6">{t('feedbackInbox.message')}</h3>
          <p className="admin-feedback-message text-break">{message.message}</p>
          <MarkButton message={message} busy={busy} onMark={onMark} />
        </>
      )}
    </Modal>
  );
}
