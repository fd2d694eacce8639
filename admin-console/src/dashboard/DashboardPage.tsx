import { useTranslation } from '@council/i18n';
import '../i18n/registerAdminConsoleTexts';

export default function DashboardPage() {
  const { t } = useTranslation('admin-console');
  return (
    <section className="container py-4">
      <h1>{t('dashboard.title')}</h1>
    </section>
  );
}
