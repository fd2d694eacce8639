import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { PageSection } from '../common/PageSection';
import '../i18n/registerPublicSiteTexts';

const SECTIONS = Array.from({ length: 12 }, (_unused, index) => index + 1);

/** /privacypolicy: the twelve sections of the policy (SPEC.md 2), naming the configured council. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation('public-site');
  const { name, email, address } = useCouncil();
  return (
    <PageSection title={t('privacyPolicy.title')}>
      <p>{t('privacyPolicy.intro', { name })}</p>
      {SECTIONS.map((number) => (
        <section key={number} className="mb-3">
          <h2 className="h5">{t(`privacyPolicy.sections.${number}.title`)}</h2>
          <p>{t(`privacyPolicy.sections.${number}.text`, { email, address })}</p>
        </section>
      ))}
    </PageSection>
  );
}
