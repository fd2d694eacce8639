import { useTranslation } from '@council/i18n';
import { SessionBar } from '@council/ui';
import '../i18n/registerCitizenPortalTexts';

export default function UserDashboardPage() {
  const { t } = useTranslation('citizen-portal');
  return (
    <section className="container py-4">
      <SessionBar />
      <h1>{t('dashboard.title')}</h1>
    </section>
  );
}
