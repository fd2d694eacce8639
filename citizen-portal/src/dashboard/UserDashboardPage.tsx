import { userQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { StatusCounts } from '@council/ui';
import { EmailConfirmationNotice } from '../account/EmailConfirmationNotice';
import '../i18n/registerCitizenPortalTexts';
import { CitizenLayout } from '../layout/CitizenLayout';

/** /userdashboard: the citizen's complaints counted by status, as a list and a pie. */
export default function UserDashboardPage() {
  const { t } = useTranslation('citizen-portal');
  return (
    <CitizenLayout>
      <h1 className="h3 mb-3">{t('dashboard.title')}</h1>
      <EmailConfirmationNotice />
      <StatusCounts
        query={userQueries.complaintCounts()}
        chartLabel={t('dashboard.chartLabel')}
        listLabel={t('dashboard.listLabel')}
        listClassName="list-unstyled mb-4"
      />
    </CitizenLayout>
  );
}
