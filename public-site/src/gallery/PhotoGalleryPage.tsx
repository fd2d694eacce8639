import { useState } from 'react';
import { useQuery } from '@council/query';
import { publicQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Lightbox, type LightboxImage } from '../common/Lightbox';
import { ScrollArea } from '../common/ScrollArea';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import { GalleryCard } from './GalleryCard';
import { groupByTitle } from './groupByTitle';
import '../i18n/registerPublicSiteTexts';

/** /photogallery: cards grouped by title in a 400px scroll area (narrow layout under 769px). */
export default function PhotoGalleryPage() {
  const { t } = useTranslation('public-site');
  const gallery = useQuery(publicQueries.gallery());
  const [enlarged, setEnlarged] = useState<LightboxImage | null>(null);

  return (
    <PageFrame title={t('photoGallery.title')}>
      {gallery.isPending && <StatusLine kind="loading">{t('photoGallery.loading')}</StatusLine>}
      {gallery.isError && <StatusLine kind="error">{t('photoGallery.failed')}</StatusLine>}
      {gallery.isSuccess && gallery.data.length === 0 && (
        <StatusLine kind="empty">{t('photoGallery.empty')}</StatusLine>
      )}
      {gallery.isSuccess && gallery.data.length > 0 && (
        <ScrollArea className="ps-gallery" label={t('photoGallery.title')}>
          {groupByTitle(gallery.data).map(([title, items]) => (
            <section key={title} className="mb-4">
              <h2 className="h5">{title}</h2>
              <ul className="ps-gallery-grid list-unstyled">
                {items.map((item) => (
                  <li key={item.id}>
                    <GalleryCard item={item} onOpen={setEnlarged} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </ScrollArea>
      )}
      <Lightbox image={enlarged} onClose={() => setEnlarged(null)} />
    </PageFrame>
  );
}
