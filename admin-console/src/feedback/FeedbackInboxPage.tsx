import { useState } from 'react';
import type { FeedbackMessage } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import { showError } from '@council/ui';
import '../i18n/registerAdminConsoleTexts';
import { AdminLayout } from '../layout/AdminLayout';
import { ListState } from '../layout/ListState';
import '../section-editor/SectionEditor.css';
import { FeedbackDetails } from './FeedbackDetails';
import { FeedbackFilter } from './FeedbackFilter';
import './FeedbackInbox.css';
import { FeedbackTable, readButtonId } from './FeedbackTable';
import { useFeedbackPage, useFeedbackStatus, useMarkFeedback } from './useFeedbackInbox';

const TITLE_ID = 'admin-feedback-title';

/**
 * /feedback-inbox: the messages readers sent from the contact page and /feedback, a page at a
 * time, newest first; new ones unless the address asks for handled ones or all (?status=). An
 * admin reads one whole and marks it handled, or new again.
 */
export default function FeedbackInboxPage() {
  const { t } = useTranslation('admin-console');
  const status = useFeedbackStatus();
  const list = useFeedbackPage(status);
  const marking = useMarkFeedback();
  const [open, setOpen] = useState<FeedbackMessage | null>(null);
  /** What the last mark did, read out politely. */
  const [done, setDone] = useState('');
  const busyId = marking.isPending ? (marking.variables?.message.id ?? null) : null;

  async function mark(message: FeedbackMessage, handled: boolean) {
    try {
      const now = await marking.mutateAsync({ message, handled });
      // The open message shows its new state.
      setOpen((current) => (current?.id === now.id ? now : current));
      setDone(
        t(handled ? 'feedbackInbox.doneHandled' : 'feedbackInbox.doneNew', {
          reference: message.reference,
        }),
      );
      // Marked from its row, which now leaves this list (unless it lists all): the focus goes
      // to the page's heading rather than to nowhere.
      if (open === null && status !== 'all') document.getElementById(TITLE_ID)?.focus();
    } catch (error) {
      void showError({
        title: t('editor.errorTitle'),
        text: apiErrorMessage(error, t('feedbackInbox.markFailed')),
      });
    }
  }

  const close = () => {
    const closed = open;
    setOpen(null);
    // Back to the row it was opened from, if that row is still on the page.
    if (closed) document.getElementById(readButtonId(closed))?.focus();
  };

  return (
    <AdminLayout>
      <section className="admin-section">
        <div className="admin-section-head">
          <h1 id={TITLE_ID} tabIndex={-1} className="h3 mb-0">
            {t('feedbackInbox.title')}
          </h1>
        </div>
        <div aria-live="polite" className="visually-hidden">
          {done}
        </div>
        <FeedbackFilter status={status} />
        <ListState list={list} failedText={t('feedbackInbox.loadFailed')} />
        {list.data && (
          <FeedbackTable
            page={list.data}
            status={status}
            busyId={busyId}
            onRead={setOpen}
            onMark={(message, handled) => void mark(message, handled)}
          />
        )}
        <FeedbackDetails
          message={open}
          busy={open !== null && busyId === open.id}
          onMark={(message, handled) => void mark(message, handled)}
          onClose={close}
        />
      </section>
    </AdminLayout>
  );
}
