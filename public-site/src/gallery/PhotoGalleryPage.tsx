import { useState } from 'react';
import { keepPreviousData, useQuery } from '@council/query';
import { publicQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Pagination, usePageParam } from '@council/ui';
import { Lightbox, type LightboxImage } from '../common/Lightbox';
import { ScrollArea } from '../common/ScrollArea';
import { PageFrame } from '../common/PageFrame';
import { pagingOf } from '../common/pagingOf';
import { StatusLine } from '../common/StatusLine';
import { GalleryCard } from './GalleryCard';
import { groupByTitle } from './groupByTitle';
import '../i18n/registerPublicSiteTexts';

/**
 * /photogallery: a page of cards (?page=n), grouped by title within it, in a 400px scroll area
 * (narrow layout under 769px), with links to the other pages under it.
 */
export default function PhotoGalleryPage() {
  const { t } = useTranslation('public-site');
  const page = usePageParam();
  const gallery = useQuery({
    ...publicQueries.gallery({ page }),
    placeholderData: keepPreviousData,
  });
  const [enlarged, setEnlarged] = useState<LightboxImage | null>(null);
  const items = gallery.data?.items ?? [];
  return (
    <PageFrame title={t('photoGallery.title')}>
      {gallery.isPending && <StatusLine kind="loading">{t('photoGallery.loading')}</StatusLine>}
      {gallery.isError && <StatusLine kind="error">{t('photoGallery.failed')}</StatusLine>}
      {gallery.isSuccess && items.length === 0 && page === 1 && (
        <StatusLine kind="empty">{t('photoGallery.empty')}</StatusLine>
      )}
      {gallery.isSuccess && items.length > 0 && (
        <ScrollArea className="ps-gallery" label={t('photoGallery.title')}>
          {groupByTitle(items).map(([title, photos], group) => (
            <section key={title} className="mb-4">
              <h2 className="h5">{title}</h2>
              <ul className="ps-gallery-grid list-unstyled">
                {photos.map((item, index) => (
                  <li key={item.id}>
                    <GalleryCard
                      item={item}
                      onOpen={setEnlarged}
                      priority={group === 0 && index === 0}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </ScrollArea>
      )}
      {gallery.isSuccess && (
        <Pagination {...pagingOf(page, gallery.data, t('photoGallery.title'))} />
      )}
      <Lightbox image={enlarged} onClose={() => setEnlarged(null)} />
    </PageFrame>
  );
}
