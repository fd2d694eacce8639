import { useState } from 'react';
import { publicApi, type PressRelease } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Lightbox, type LightboxImage } from '../common/Lightbox';
import { ScrollArea } from '../common/ScrollArea';
import { PageSection } from '../common/PageSection';
import { StatusLine } from '../common/StatusLine';
import { useLoaded } from '../common/useLoaded';
import { PressReleaseCard } from './PressReleaseCard';
import '../i18n/registerPublicSiteTexts';

// SPEC.md 8: a failed press release load is only logged; the page then shows none.
const loadReleases = (): Promise<PressRelease[]> =>
  publicApi.pressReleases().catch((error: unknown) => {
    console.error('The press releases could not be loaded:', error);
    return [];
  });

/** /pressrelease: a scrollable grid of cards; at 992px and wider a 400px-high area with 200px images. */
export default function PressReleasesPage() {
  const { t } = useTranslation('public-site');
  const releases = useLoaded(loadReleases);
  const [enlarged, setEnlarged] = useState<LightboxImage | null>(null);

  return (
    <PageSection title={t('pressReleases.title')}>
      {releases.status === 'loading' && (
        <StatusLine kind="loading">{t('pressReleases.loading')}</StatusLine>
      )}
      {releases.status === 'ready' && releases.value.length === 0 && (
        <StatusLine kind="empty">{t('pressReleases.empty')}</StatusLine>
      )}
      {releases.status === 'ready' && releases.value.length > 0 && (
        <ScrollArea className="ps-press-scroll" label={t('pressReleases.title')}>
          <ul className="ps-press-grid list-unstyled">
            {releases.value.map((release) => (
              <li key={release.id}>
                <PressReleaseCard release={release} onOpen={setEnlarged} />
              </li>
            ))}
          </ul>
        </ScrollArea>
      )}
      <Lightbox image={enlarged} onClose={() => setEnlarged(null)} />
    </PageSection>
  );
}
