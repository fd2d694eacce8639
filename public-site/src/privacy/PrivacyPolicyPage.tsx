import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { PageFrame } from '../common/PageFrame';
import '../i18n/registerPublicSiteTexts';

const SECTIONS = Array.from({ length: 12 }, (_unused, index) => index + 1);

/** /privacypolicy: the twelve parts of the policy (SPEC.md 2), naming the configured council. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation('public-site');
  const { name, email, address } = useCouncil();
  return (
    <PageFrame title={t('privacyPolicy.title')}>
      <p>{t('privacyPolicy.intro', { name })}</p>
      {SECTIONS.map((number) => (
        <section key={number} className="mb-3">
          <h2 className="h5">{t(`privacyPolicy.parts.${number}.title`)}</h2>
          <p>{t(`privacyPolicy.parts.${number}.text`, { email, address })}</p>
        </section>
      ))}
    </PageFrame>
  );
}
