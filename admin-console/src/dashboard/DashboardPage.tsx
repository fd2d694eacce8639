import { useTranslation } from '@council/i18n';
import '../i18n/registerAdminConsoleTexts';
import { AdminLayout } from '../layout/AdminLayout';
import { ComplaintCounts } from './ComplaintCounts';
import './DashboardPage.css';
import { NewFeedback } from './NewFeedback';
import { WardDeadlines } from './WardDeadlines';

export default function DashboardPage() {
  const { t } = useTranslation('admin-console');
  return (
    <AdminLayout>
      <h1 className="h3 mb-3">{t('dashboard.title')}</h1>
      <ComplaintCounts />
      <NewFeedback />
      <WardDeadlines />
    </AdminLayout>
  );
}
