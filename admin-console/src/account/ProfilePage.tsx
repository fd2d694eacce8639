import { useTranslation } from '@council/i18n';
import { AccountDetailsForm } from '@council/ui';
import '../i18n/registerAdminConsoleTexts';
import { AdminLayout } from '../layout/AdminLayout';

/** /profile, the Admin menu's Profile: the signed-in person's name, mobile, email and role. */
export default function ProfilePage() {
  const { t } = useTranslation('admin-console');
  return (
    <AdminLayout>
      <h1 className="h3 mb-3">{t('account.profileTitle')}</h1>
      <AccountDetailsForm />
    </AdminLayout>
  );
}
