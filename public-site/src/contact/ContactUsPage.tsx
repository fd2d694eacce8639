import { useTranslation } from '@council/i18n';
import '../i18n/registerPublicSiteTexts';

export default function ContactUsPage() {
  const { t } = useTranslation('public-site');
  return (
    <section className="container py-4">
      <h1>{t('contactUs.title')}</h1>
    </section>
  );
}
