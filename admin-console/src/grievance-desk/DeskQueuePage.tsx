import { useTranslation } from '@council/i18n';
import '../i18n/registerAdminConsoleTexts';
import { AdminLayout } from '../layout/AdminLayout';
import { ListState } from '../layout/ListState';
import '../section-editor/SectionEditor.css';
import './GrievanceDesk.css';
import { isFiltered } from './queueAddress';
import { QueueFilters } from './QueueFilters';
import { countIn, QueueSummary } from './QueueSummary';
import { QueueTable } from './QueueTable';
import { useDeskQueue, useQueueAddress } from './useDeskQueue';
import { useQueueChoices } from './useQueueChoices';

/**
 * /grievance-desk, 'Grievance Desk': the complaints staff act on, 20 a page, filtered by status,
 * ward, category, officer and overdue, in the order chosen; every choice is in the address. An
 * officer starts here after signing in.
 */
export default function DeskQueuePage() {
  const { t } = useTranslation('admin-console');
  const [address, change] = useQueueAddress();
  const choices = useQueueChoices();
  const list = useDeskQueue(address);
  const page = list.data;
  return (
    <AdminLayout>
      <section className="admin-section">
        <h1 className="h3 mb-3">{t('desk.title')}</h1>
        <QueueFilters
          address={address}
          choices={choices}
          countOf={(status) => countIn(page, status)}
          overdueCount={page?.overdue}
          onChange={change}
        />
        <ListState list={list} failedText={t('desk.loadFailed')} />
        {page && (
          <>
            <QueueSummary page={page} />
            <QueueTable page={page} filtered={isFiltered(address)} />
          </>
        )}
      </section>
    </AdminLayout>
  );
}
