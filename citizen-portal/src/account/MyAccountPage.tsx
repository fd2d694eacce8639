import { useTranslation } from '@council/i18n';
import { MyAccountForms } from '@council/ui';
import '../i18n/registerCitizenPortalTexts';
import { CitizenLayout } from '../layout/CitizenLayout';

/** /user-account, 'My account': the citizen's details and password (the menu's Profile and Settings). */
export default function MyAccountPage() {
  const { t } = useTranslation('citizen-portal');
  return (
    <CitizenLayout>
      <h1 className="h3 mb-3">{t('account.title')}</h1>
      <MyAccountForms />
    </CitizenLayout>
  );
}
