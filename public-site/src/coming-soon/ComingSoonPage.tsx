import { useTranslation } from '@council/i18n';
import '../i18n/registerPublicSiteTexts';

export type ComingSoonScreen =
  'postGrievance' | 'trackGrievance' | 'viewPropertyTax' | 'payPropertyTax' | 'videoGallery';

export default function ComingSoonPage({ screen }: { screen: ComingSoonScreen }) {
  const { t } = useTranslation('public-site');
  return (
    <section className="container py-4">
      <h1>{t(`comingSoon.${screen}.title`)}</h1>
    </section>
  );
}
