import { useState } from 'react';
import { keepPreviousData, useQuery } from '@council/query';
import { publicQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Pagination, MarkedText, usePageParam, useReadersText } from '@council/ui';
import { Lightbox } from '../common/Lightbox';
import { PageFrame } from '../common/PageFrame';
import { pagingOf } from '../common/pagingOf';
import { StatusLine } from '../common/StatusLine';
import { GalleryCard } from './GalleryCard';
import { galleryPictures } from './galleryPictures';
import { groupByTitle } from './groupByTitle';
import '../i18n/registerPublicSiteTexts';

/** How many of the gallery's columns a group takes: as many as its photos, up to a row. */
const groupSize = (photos: number) => `ps-gallery-group-${photos > 3 ? 'many' : photos}`;

/**
 * /photogallery: a page of cards (?page=n), grouped by title within it, in a grid as wide as the
 * screen allows, with links to the other pages under it. The lightbox goes through the page's
 * photos in the order they are shown.
 */
export default function PhotoGalleryPage() {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const page = usePageParam();
  const gallery = useQuery({
    ...publicQueries.gallery({ page }),
    placeholderData: keepPreviousData,
  });
  const [shown, setShown] = useState<number | null>(null);
  const items = gallery.data?.items ?? [];
  const groups = groupByTitle(items, read);
  const pictures = galleryPictures(groups, read);
  return (
    <PageFrame title={t('photoGallery.title')} lastUpdated={['gallery']}>
      {gallery.isPending && <StatusLine kind="loading">{t('photoGallery.loading')}</StatusLine>}
      {gallery.isError && <StatusLine kind="error">{t('photoGallery.failed')}</StatusLine>}
      {gallery.isSuccess && items.length === 0 && page === 1 && (
        <StatusLine kind="empty">{t('photoGallery.empty')}</StatusLine>
      )}
      {gallery.isSuccess && items.length > 0 && (
        <div className="ps-gallery">
          {groups.map(([title, photos], group) => (
            <section
              key={`${title.lang ?? ''}:${title.text}`}
              className={`ps-gallery-group ${groupSize(photos.length)}`}
            >
              <h2 className="h5">
                <MarkedText {...title} />
              </h2>
              <ul className="ps-gallery-grid list-unstyled">
                {photos.map((item, index) => (
                  <li key={item.id}>
                    <GalleryCard
                      item={item}
                      onOpen={() =>
                        setShown(pictures.findIndex((picture) => picture.item === item))
                      }
                      place={{ number: index + 1, count: photos.length }}
                      priority={group === 0 && index === 0}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {gallery.isSuccess && (
        <Pagination {...pagingOf(page, gallery.data, t('photoGallery.pages'))} />
      )}
      <Lightbox
        images={pictures.map(({ lightbox }) => lightbox)}
        shown={shown}
        onShow={setShown}
        onClose={() => setShown(null)}
      />
    </PageFrame>
  );
}
