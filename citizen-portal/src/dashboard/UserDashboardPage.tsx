import { useTranslation } from '@council/i18n';
import '../i18n/registerCitizenPortalTexts';

export default function UserDashboardPage() {
  const { t } = useTranslation('citizen-portal');
  return (
    <section className="container py-4">
      <h1>{t('dashboard.title')}</h1>
    </section>
  );
}
