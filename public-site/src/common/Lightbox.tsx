import type { StoredFile } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { StoredImage, useModalDialog } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

export interface LightboxImage {
  image: StoredFile;
  /** What the picture shows, read out in place of it. */
  alt: string;
}

/**
 * The one full-screen picture overlay of the gallery and the press releases. It is a native modal
 * <dialog>: the page behind is inert (focus stays inside), Escape closes it, and focus returns to
 * the picture that opened it. A click on the dark overlay closes it; a click on the picture does not.
 */
export function Lightbox({ image, onClose }: { image: LightboxImage | null; onClose: () => void }) {
  const { t } = useTranslation('public-site');
  const { dialog, onCancel } = useModalDialog(image !== null, onClose);

  return (
    // The overlay's click is the mouse twin of Escape (onCancel) and of the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="ps-lightbox"
      aria-label={image?.alt ?? t('lightbox.label')}
      onCancel={onCancel}
      onClick={(event) => {
        if (!(event.target instanceof HTMLImageElement)) onClose();
      }}
    >
      {image && (
        <div className="ps-lightbox-frame">
          <button type="button" className="ps-lightbox-close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('lightbox.close')}</span>
          </button>
          {/* The one picture the reader asked for, at the screen's width: the large rendition. */}
          <StoredImage
            image={image.image}
            alt={image.alt}
            sizes="100vw"
            priority
            className="ps-lightbox-image"
          />
        </div>
      )}
    </dialog>
  );
}
