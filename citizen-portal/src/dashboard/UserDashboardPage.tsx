import { userQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { StatusCounts } from '@council/ui';
import { EmailConfirmationNotice } from '../account/EmailConfirmationNotice';
import { FILING_PATH } from '../complaints/own/complaintParam';
import '../i18n/registerCitizenPortalTexts';
import { CitizenLayout } from '../layout/CitizenLayout';

/**
 * /userdashboard: the way to file a complaint (to the form on the complaints page), and the
 * citizen's complaints counted by status, as a list and a pie.
 */
export default function UserDashboardPage() {
  const { t } = useTranslation('citizen-portal');
  return (
    <CitizenLayout>
      <h1 className="h3 mb-3">{t('dashboard.title')}</h1>
      <EmailConfirmationNotice />
      <p className="mb-4">
        <Link to={FILING_PATH} className="btn btn-primary">
          {t('dashboard.fileComplaint')}
        </Link>
      </p>
      <StatusCounts
        query={userQueries.complaintCounts()}
        chartLabel={t('dashboard.chartLabel')}
        listLabel={t('dashboard.listLabel')}
        listClassName="list-unstyled mb-4"
      />
    </CitizenLayout>
  );
}
