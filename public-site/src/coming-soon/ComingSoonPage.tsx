import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { PageFrame } from '../common/PageFrame';
import '../i18n/registerPublicSiteTexts';

export type ComingSoonScreen = 'viewPropertyTax' | 'payPropertyTax' | 'videoGallery';

/** The placeholder screens of SPEC.md 1: their heading, a word that the service is coming, a way on. */
export default function ComingSoonPage({ screen }: { screen: ComingSoonScreen }) {
  const { t } = useTranslation('public-site');
  return (
    <PageFrame title={t(`comingSoon.${screen}.title`)}>
      <p>{t('comingSoon.text')}</p>
      <Link to="/home">{t('comingSoon.home')}</Link>
    </PageFrame>
  );
}
