import type { KeyboardEvent, MouseEvent } from 'react';
import type { StoredFile } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { MarkedText, type ReadersText, StoredImage, useModalDialog } from '@council/ui';
import { LightboxStep } from './LightboxStep';
import { useSwipe } from './useSwipe';
import '../i18n/registerPublicSiteTexts';

export interface LightboxImage {
  image: StoredFile;
  /**
   * What the picture shows, read out in place of it and written under it: the reader's language
   * where the clerk wrote it, else the other one, marked with its `lang`.
   */
  alt: ReadersText;
}

interface Props {
  /** The pictures of the page, in the order it shows them. */
  images: readonly LightboxImage[];
  /** The place in `images` of the picture shown; null while the lightbox is closed. */
  shown: number | null;
  onShow: (index: number) => void;
  onClose: () => void;
}

const STEP_KEYS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * The one full-screen picture overlay of the gallery and the press releases. It is a native modal
 * <dialog>: the page behind is inert (focus stays inside), Escape closes it, and focus returns to
 * the picture that opened it. Previous and next go round the page's pictures, by button, by the
 * arrow keys and by a swipe; 'n of m' says where the reader is. A click on the dark overlay
 * closes it; a click on the picture does not.
 */
export function Lightbox({ images, shown, onShow, onClose }: Props) {
  const { t } = useTranslation('public-site');
  const image = shown === null ? undefined : images[shown];
  const { dialog, onCancel } = useModalDialog(image !== undefined, onClose);
  const total = images.length;
  const step = (by: 1 | -1) => {
    if (shown !== null && total > 1) onShow((shown + by + total) % total);
  };
  const swipe = useSwipe(step);
  const onKeyDown = (event: KeyboardEvent) => {
    const by = STEP_KEYS[event.key];
    if (by === undefined) return;
    event.preventDefault();
    step(by);
  };
  const onClick = (event: MouseEvent) => {
    if (swipe.tookClick()) return;
    // The overlay's click is the mouse twin of Escape; the picture, its words and the buttons
    // are not the overlay.
    if (!(event.target as Element).closest('img, button, .ps-lightbox-caption')) onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="ps-lightbox"
      aria-label={image?.alt.text || t('lightbox.label')}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
      {...swipe.handlers}
    >
      {image && shown !== null && (
        <div className="ps-lightbox-frame">
          <button type="button" className="ps-lightbox-close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('lightbox.close')}</span>
          </button>
          {/* The one picture the reader asked for, at the screen's width: the large rendition. */}
          {/* Its alt text takes the language of the span around it (display: contents). */}
          <span lang={image.alt.lang} className="ps-in-language">
            <StoredImage
              image={image.image}
              alt={image.alt.text}
              sizes="100vw"
              priority
              className="ps-lightbox-image"
            />
          </span>
          <p className="ps-lightbox-caption" aria-live="polite">
            {total > 1 && (
              <span className="ps-lightbox-count">
                {t('lightbox.count', { number: shown + 1, total })}
              </span>
            )}{' '}
            <MarkedText {...image.alt} />
          </p>
          {total > 1 && (
            <>
              <LightboxStep step={-1} onStep={step} label={t('lightbox.previous')} />
              <LightboxStep step={1} onStep={step} label={t('lightbox.next')} />
            </>
          )}
        </div>
      )}
    </dialog>
  );
}
