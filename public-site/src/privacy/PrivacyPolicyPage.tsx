import { useTranslation } from '@council/i18n';
import '../i18n/registerPublicSiteTexts';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('public-site');
  return (
    <section className="container py-4">
      <h1>{t('privacyPolicy.title')}</h1>
    </section>
  );
}
