import type { GalleryItem } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { imageSrc } from '@council/ui';
import type { LightboxImage } from '../common/Lightbox';
import '../i18n/registerPublicSiteTexts';

/** A photo with its title and description; the photo is a button that opens the full image. */
export function GalleryCard({
  item,
  onOpen,
}: {
  item: GalleryItem;
  onOpen: (image: LightboxImage) => void;
}) {
  const { t } = useTranslation('public-site');
  const src = imageSrc(item.photo);
  const alt = item.description || item.title;
  return (
    <article className="card h-100 ps-gallery-card">
      {src && (
        <button
          type="button"
          className="ps-image-button"
          aria-label={t('photoGallery.enlarge', { title: item.title })}
          onClick={() => onOpen({ src, alt })}
        >
          <img src={src} alt="" className="card-img-top" loading="lazy" />
        </button>
      )}
      <div className="card-body">
        <h3 className="h6 card-title">{item.title}</h3>
        <p className="card-text small">{item.description}</p>
      </div>
    </article>
  );
}
