import type { GalleryItem } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { InReadersLanguage, useReadersText } from '@council/ui';
import { descriptionOf, titleOf } from '../common/bilingual';
import { CardPhotoButton } from '../common/CardPhotoButton';
import { galleryAlt } from './galleryPictures';
import '../i18n/registerPublicSiteTexts';

// One card a row on phones, two from 576px, three from 992px, four from 1200px
// (public-site.css, .ps-gallery-grid).
const CARD_SIZES =
  '(max-width: 575px) 100vw, (max-width: 991px) 50vw, (max-width: 1199px) 33vw, 25vw';

/**
 * A photo with its title and description, written out whole; the photo is a button that opens
 * the full image. In a group of photos of one title, each button says which of them it is, so
 * that two buttons never have the same name (issue 25).
 */
export function GalleryCard({
  item,
  onOpen,
  place,
  priority = false,
}: {
  item: GalleryItem;
  onOpen: () => void;
  /** Its place in its group (from 1) and the group's size. */
  place: { number: number; count: number };
  /** The card a phone shows first: its photo is the page's largest paint, fetched at once. */
  priority?: boolean;
}) {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const { photo } = item;
  const alt = galleryAlt(item, read);
  return (
    <article className="card h-100 ps-gallery-card">
      {photo && (
        <CardPhotoButton
          photo={{ image: photo, alt }}
          label={t(place.count > 1 ? 'photoGallery.enlargeOneOf' : 'photoGallery.enlarge', {
            title: read(titleOf(item)).text,
            ...place,
          })}
          sizes={CARD_SIZES}
          priority={priority}
          className="card-img-top"
          onOpen={onOpen}
        />
      )}
      <div className="card-body">
        <h3 className="h6 card-title">
          <InReadersLanguage {...titleOf(item)} />
        </h3>
        <p className="card-text small">
          <InReadersLanguage {...descriptionOf(item)} />
        </p>
      </div>
    </article>
  );
}
