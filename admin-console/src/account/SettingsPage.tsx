import { useTranslation } from '@council/i18n';
import { PasswordChangeForm } from '@council/ui';
import '../i18n/registerAdminConsoleTexts';
import { AdminLayout } from '../layout/AdminLayout';

/** /settings, the Admin menu's Settings: a new password for the signed-in person. */
export default function SettingsPage() {
  const { t } = useTranslation('admin-console');
  return (
    <AdminLayout>
      <h1 className="h3 mb-3">{t('account.settingsTitle')}</h1>
      <PasswordChangeForm />
    </AdminLayout>
  );
}
