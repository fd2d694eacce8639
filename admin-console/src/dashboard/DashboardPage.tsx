import { useTranslation } from '@council/i18n';
import { SessionBar } from '@council/ui';
import '../i18n/registerAdminConsoleTexts';

export default function DashboardPage() {
  const { t } = useTranslation('admin-console');
  return (
    <section className="container py-4">
      <SessionBar />
      <h1>{t('dashboard.title')}</h1>
    </section>
  );
}
