import { useState } from 'react';
import { useQuery } from '@council/query';
import { publicQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Lightbox, type LightboxImage } from '../common/Lightbox';
import { ScrollArea } from '../common/ScrollArea';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import { PressReleaseCard } from './PressReleaseCard';
import '../i18n/registerPublicSiteTexts';

/** /pressrelease: a scrollable grid of cards; at 992px and wider a 400px-high area with 200px images. */
export default function PressReleasesPage() {
  const { t } = useTranslation('public-site');
  const releases = useQuery({
    ...publicQueries.pressReleases(),
    // SPEC.md 8: a failed press release load is only logged (by the cache); the page shows none.
    meta: { failureLog: 'The press releases could not be loaded:' },
  });
  const shown = releases.isError ? [] : releases.data;
  const [enlarged, setEnlarged] = useState<LightboxImage | null>(null);

  return (
    <PageFrame title={t('pressReleases.title')}>
      {releases.isPending && <StatusLine kind="loading">{t('pressReleases.loading')}</StatusLine>}
      {shown?.length === 0 && <StatusLine kind="empty">{t('pressReleases.empty')}</StatusLine>}
      {shown && shown.length > 0 && (
        <ScrollArea className="ps-press-scroll" label={t('pressReleases.title')}>
          <ul className="ps-press-grid list-unstyled">
            {shown.map((release) => (
              <li key={release.id}>
                <PressReleaseCard release={release} onOpen={setEnlarged} />
              </li>
            ))}
          </ul>
        </ScrollArea>
      )}
      <Lightbox image={enlarged} onClose={() => setEnlarged(null)} />
    </PageFrame>
  );
}
