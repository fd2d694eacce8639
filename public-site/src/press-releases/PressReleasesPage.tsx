import { useState } from 'react';
import { keepPreviousData, useQuery } from '@council/query';
import { publicQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Pagination, usePageParam, useReadersText } from '@council/ui';
import { titleOf } from '../common/bilingual';
import { Lightbox } from '../common/Lightbox';
import { ScrollArea } from '../common/ScrollArea';
import { PageFrame } from '../common/PageFrame';
import { pagingOf } from '../common/pagingOf';
import { StatusLine } from '../common/StatusLine';
import { PressReleaseCard } from './PressReleaseCard';
import '../i18n/registerPublicSiteTexts';

// Two cards a row on a phone (public-site.css, .ps-press-grid): their photos are fetched first.
const PHONE_ROW = 2;

/**
 * /pressrelease: a page of cards (?page=n) in a scrollable grid, at 992px and wider a 400px-high
 * area with 200px images, with links to the other pages under it.
 */
export default function PressReleasesPage() {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const page = usePageParam();
  const releases = useQuery({
    ...publicQueries.pressReleases({ page }),
    placeholderData: keepPreviousData,
    // SPEC.md 8: a failed press release load is only logged (by the cache); the page shows none.
    meta: { failureLog: 'The press releases could not be loaded:' },
  });
  const answer = releases.isError ? undefined : releases.data;
  const [shown, setShown] = useState<number | null>(null);
  // The lightbox goes through the releases that have a photo, in the order of the cards.
  const withPhoto = (answer?.items ?? []).flatMap((release) =>
    release.photo
      ? [{ release, lightbox: { image: release.photo, alt: read(titleOf(release)) } }]
      : [],
  );
  return (
    <PageFrame title={t('pressReleases.title')} lastUpdated={['pressReleases']}>
      {releases.isPending && <StatusLine kind="loading">{t('pressReleases.loading')}</StatusLine>}
      {(releases.isError || (answer?.items.length === 0 && page === 1)) && (
        <StatusLine kind="empty">{t('pressReleases.empty')}</StatusLine>
      )}
      {answer && answer.items.length > 0 && (
        <ScrollArea className="ps-press-scroll" label={t('pressReleases.title')}>
          <ul className="ps-press-grid list-unstyled">
            {answer.items.map((release, index) => (
              <li key={release.id}>
                <PressReleaseCard
                  release={release}
                  onOpen={() =>
                    setShown(withPhoto.findIndex((picture) => picture.release === release))
                  }
                  priority={index < PHONE_ROW}
                />
              </li>
            ))}
          </ul>
        </ScrollArea>
      )}
      {answer && <Pagination {...pagingOf(page, answer, t('pressReleases.pages'))} />}
      <Lightbox
        images={withPhoto.map(({ lightbox }) => lightbox)}
        shown={shown}
        onShow={setShown}
        onClose={() => setShown(null)}
      />
    </PageFrame>
  );
}
