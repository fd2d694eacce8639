import { useTranslation } from '@council/i18n';
import { Pagination, usePageParam } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { pagingOf } from '../common/pagingOf';
import { StatusLine } from '../common/StatusLine';
import { useAbout, useHomeOfficials } from '../home/homeCalls';
import { pageError } from '../home/pageError';
import { Welcome } from '../home/Welcome';
import { OfficialCards } from '../officials/OfficialCards';
import { sortOfficials } from '../officials/sortOfficials';
import '../i18n/registerPublicSiteTexts';

/** /about: the welcome block, the about text and image, and the Ministers / Officers / Members. */
export default function AboutPage() {
  const { t } = useTranslation('public-site');
  const page = usePageParam();
  const about = useAbout(page);
  const officials = useHomeOfficials();
  // SPEC.md 8: the about page shows its error line in the employees' block.
  const error = pageError([
    [about, t('home.errors.about')],
    [officials, t('home.errors.officials')],
  ]);
  // The officials follow the about text, whose length is known only once it is answered: they
  // wait for it, so that they never move in view (as on the home page).
  return (
    <PageFrame title={t('about.title')} lastUpdated={['about']}>
      {about.isPending ? (
        <StatusLine key="loading" kind="loading">
          {t('common.loading')}
        </StatusLine>
      ) : (
        <div key="blocks">
          <Welcome entries={about.data?.items ?? []} headingLevel={2} />
          {/* A council's about text is a page or two: links only when it has more. */}
          {about.data && <Pagination {...pagingOf(page, about.data, t('about.pages'))} />}
          <OfficialCards
            loading={officials.isPending}
            error={error}
            officials={officials.data ? sortOfficials(officials.data.items) : []}
          />
        </div>
      )}
    </PageFrame>
  );
}
