import type { PressRelease } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { imageSrc } from '@council/ui';
import type { LightboxImage } from '../common/Lightbox';
import '../i18n/registerPublicSiteTexts';

/** A press release card: image (a button that zooms it), title and description. */
export function PressReleaseCard({
  release,
  onOpen,
}: {
  release: PressRelease;
  onOpen: (image: LightboxImage) => void;
}) {
  const { t } = useTranslation('public-site');
  const src = imageSrc(release.photo);
  return (
    <article className="card h-100 ps-press-card">
      {src ? (
        <button
          type="button"
          className="ps-image-button"
          aria-label={t('pressReleases.enlarge', { title: release.title })}
          onClick={() => onOpen({ src, alt: release.title })}
        >
          <img src={src} alt="" className="card-img-top ps-press-image" loading="lazy" />
        </button>
      ) : (
        <div className="ps-photo-placeholder ps-press-image">{t('pressReleases.noImage')}</div>
      )}
      <div className="card-body">
        <h2 className="h6 card-title">{release.title}</h2>
        <p className="card-text small">{release.description}</p>
      </div>
    </article>
  );
}
