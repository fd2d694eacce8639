import { useTranslation } from '@council/i18n';
import '../i18n/registerPublicSiteTexts';

export default function AboutPage() {
  const { t } = useTranslation('public-site');
  return (
    <section className="container py-4">
      <h1>{t('about.title')}</h1>
    </section>
  );
}
