import { isPolicyKey, policyQueries, type PolicyKey, type PolicyPage } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import '../i18n/registerPublicSiteTexts';
import { PolicyText } from './PolicyText';

/**
 * The page's texts in the reader's language: the Hindi ones on a Hindi page where the page has
 * them, else the English, marked as English there.
 */
function textsFor(
  page: PolicyPage,
  language: string,
): { title: string; body: string; lang: 'en' | undefined } {
  if (language === 'hi' && page.bodyHindi.trim() !== '') {
    return { title: page.titleHindi || page.title, body: page.bodyHindi, lang: undefined };
  }
  return { title: page.title, body: page.body, lang: language === 'en' ? undefined : 'en' };
}

/**
 * A website policy or help page (/copyright-policy, /terms-of-use, /help, ...; issue 20, GIGW
 * 3.0): the text an admin saved in the console, or the default one naming the council, from the
 * API; its "Last updated" is the policies'. `page` is the page's key (screens.json's props).
 */
export default function PolicyPageScreen({ page }: { page: string }) {
  const key: PolicyKey = isPolicyKey(page) ? page : 'help';
  const { t, i18n } = useTranslation('public-site');
  const answer = useQuery(policyQueries.page(key));
  if (!answer.data) {
    return (
      <PageFrame title={t(`policies.titles.${key}`)}>
        {answer.isError ? (
          <StatusLine kind="error">{t('policies.failed')}</StatusLine>
        ) : (
          <StatusLine kind="loading">{t('common.loading')}</StatusLine>
        )}
      </PageFrame>
    );
  }
  const { title, body, lang } = textsFor(answer.data, i18n.language);
  return (
    <PageFrame title={title} titleLang={lang} lastUpdated={['policies']}>
      <div lang={lang} className="ps-policy-text">
        <PolicyText text={body} />
      </div>
    </PageFrame>
  );
}
