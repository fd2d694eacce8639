import { useTranslation } from '@council/i18n';
import '../i18n/registerPublicSiteTexts';

export default function HolidaysPage() {
  const { t } = useTranslation('public-site');
  return (
    <section className="container py-4">
      <h1>{t('holidays.title')}</h1>
    </section>
  );
}
