import { useTranslation } from '@council/i18n';
import { ComplaintStatusChart } from '@council/ui';
import '../i18n/registerCitizenPortalTexts';
import { CitizenLayout } from '../layout/CitizenLayout';
import { StatusCountList } from './StatusCountList';
import { useComplaintCounts } from './useComplaintCounts';
import './UserDashboardPage.css';

/** /userdashboard: the citizen's complaints counted by status, as a list and a pie. */
export default function UserDashboardPage() {
  const { t } = useTranslation('citizen-portal');
  const { counts, loading } = useComplaintCounts();
  return (
    <CitizenLayout>
      <h1 className="h3 mb-3">{t('dashboard.title')}</h1>
      {loading ? (
        <p role="status">{t('dashboard.loading')}</p>
      ) : (
        <>
          <StatusCountList counts={counts} />
          {/* The user dashboard's chart: 400x400 with radius 150 (SPEC.md section 9). */}
          <div className="citizen-status-chart">
            <ComplaintStatusChart
              counts={counts}
              size={400}
              radius={150}
              label={t('dashboard.chartLabel')}
            />
          </div>
        </>
      )}
    </CitizenLayout>
  );
}
