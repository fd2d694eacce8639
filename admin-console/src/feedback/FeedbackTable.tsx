import type { FeedbackMessage, FeedbackStatus, Page } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { DataTable, formatDate, type TableColumn } from '@council/ui';
import { FeedbackState } from './FeedbackState';

interface Props {
  page: Page<FeedbackMessage>;
  status: FeedbackStatus;
  /** The message whose change is on its way: its button waits. */
  busyId: number | null;
  onRead: (message: FeedbackMessage) => void;
  onMark: (message: FeedbackMessage, handled: boolean) => void;
}

/** The id of a row's "Read" button, where the focus returns when the message is closed. */
export const readButtonId = (message: FeedbackMessage) => `admin-feedback-read-${message.id}`;

/**
 * One page of the inbox in the console's one table: its number, when it came, who wrote, about
 * what, and whether it is handled; Read opens the whole message, the other button marks it.
 */
export function FeedbackTable({ page, status, busyId, onRead, onMark }: Props) {
  const { t } = useTranslation('admin-console');
  const columns: TableColumn<FeedbackMessage>[] = [
    {
      key: 'reference',
      header: t('feedbackInbox.columns.reference'),
      cell: (m) => m.reference,
      card: 'heading',
    },
    {
      key: 'received',
      header: t('feedbackInbox.columns.received'),
      cell: (m) => formatDate(m.receivedAt, 'dd/MMM/yyyy HH:mm') ?? t('editor.notAvailable'),
    },
    {
      key: 'from',
      header: t('feedbackInbox.columns.from'),
      cell: (m) => (
        <>
          {m.name}
          <span className="small d-block text-break">{m.email}</span>
        </>
      ),
    },
    {
      key: 'subject',
      header: t('feedbackInbox.columns.subject'),
      cell: (m) => <span className="text-break">{m.subject}</span>,
    },
    {
      key: 'state',
      header: t('feedbackInbox.columns.state'),
      cell: (m) => <FeedbackState message={m} />,
    },
    {
      key: 'actions',
      header: t('editor.actions'),
      className: 'admin-actions',
      card: 'foot',
      cell: (m) => (
        <>
          <button
            id={readButtonId(m)}
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-label={t('feedbackInbox.readWho', { reference: m.reference })}
            onClick={() => onRead(m)}
          >
            {t('feedbackInbox.read')}
          </button>
          <MarkButton message={m} busy={busyId === m.id} onMark={onMark} />
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('feedbackInbox.caption')}
      columns={columns}
      rows={page.items}
      paging={{
        page: page.page,
        size: page.size,
        total: page.total,
        list: t('feedbackInbox.list'),
      }}
      empty={<p className="admin-empty">{t(`feedbackInbox.empty.${status}`)}</p>}
      wrapClassName="admin-table-wrap"
      // A phone shows each message as a card: six columns do not fit 375 px.
      narrow="cards"
    />
  );
}

/** "Mark handled" on a new message, "Mark as new" on a handled one. */
export function MarkButton({
  message,
  busy,
  onMark,
}: {
  message: FeedbackMessage;
  busy: boolean;
  onMark: (message: FeedbackMessage, handled: boolean) => void;
}) {
  const { t } = useTranslation('admin-console');
  const handled = message.handledAt !== null;
  return (
    <button
      type="button"
      className={handled ? 'btn btn-sm btn-outline-secondary' : 'btn btn-sm btn-success'}
      disabled={busy}
      aria-label={t(handled ? 'feedbackInbox.markNewWho' : 'feedbackInbox.markHandledWho', {
        reference: message.reference,
      })}
      onClick={() => onMark(message, !handled)}
    >
      {t(handled ? 'feedbackInbox.markNew' : 'feedbackInbox.markHandled')}
    </button>
  );
}
