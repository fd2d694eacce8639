import { useTranslation } from '@council/i18n';
import { StatusCounts } from '@council/ui';
import '../i18n/registerCitizenPortalTexts';
import { CitizenLayout } from '../layout/CitizenLayout';
import { useComplaintCounts } from './useComplaintCounts';

/** /userdashboard: the citizen's complaints counted by status, as a list and a pie. */
export default function UserDashboardPage() {
  const { t } = useTranslation('citizen-portal');
  const { counts, loading } = useComplaintCounts();
  return (
    <CitizenLayout>
      <h1 className="h3 mb-3">{t('dashboard.title')}</h1>
      <StatusCounts
        counts={counts}
        loading={loading}
        chartLabel={t('dashboard.chartLabel')}
        listLabel={t('dashboard.listLabel')}
        listClassName="list-unstyled mb-4"
      />
    </CitizenLayout>
  );
}
