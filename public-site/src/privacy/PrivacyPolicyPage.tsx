import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { SentenceWith, useCouncilTexts } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import '../i18n/registerPublicSiteTexts';

const SECTIONS = Array.from({ length: 12 }, (_unused, index) => index + 1);

/**
 * /privacypolicy: the twelve parts of the policy (SPEC.md 2), naming the configured council, its
 * name and address in the reader's language where configured.
 */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation('public-site');
  const { email } = useCouncil();
  const { name, address } = useCouncilTexts();
  const values = { email: { text: email, lang: undefined }, address };
  return (
    <PageFrame title={t('privacyPolicy.title')}>
      <p>
        <SentenceWith sentence={(filled) => t('privacyPolicy.intro', filled)} values={{ name }} />
      </p>
      {SECTIONS.map((number) => (
        <section key={number} className="mb-3">
          <h2 className="h5">{t(`privacyPolicy.parts.${number}.title`)}</h2>
          <p>
            <SentenceWith
              sentence={(filled) => t(`privacyPolicy.parts.${number}.text`, filled)}
              values={values}
            />
          </p>
        </section>
      ))}
    </PageFrame>
  );
}
