import type { ComplaintImages as Images } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { CARD_PICTURE_WIDTH, StoredImage } from '../files/StoredImage';
import './i18n/registerComplaintTexts';
import './ComplaintImages.css';

// The four images in the order SPEC.md names them: the citizen's two, then staff's two.
const SLOTS = ['publicImage1', 'publicImage2', 'actionImage1', 'actionImage2'] as const;

// Shown side by side in the details dialog: about half its width, the whole width on phones.
const PHOTO_SIZES = '(max-width: 576px) 90vw, 300px';

/** Up to four photos of a complaint, each with its label; slots without a photo are left out. */
export function ComplaintImages({ images }: { images: Images }) {
  const { t } = useTranslation('ui');
  const shown = SLOTS.flatMap((slot) => {
    const image = images[slot];
    return image ? [{ slot, image, label: t(`complaintDetails.${slot}`) }] : [];
  });
  if (shown.length === 0) return <p className="mb-0">{t('complaintDetails.noImages')}</p>;
  return (
    <div className="council-complaint-images">
      {shown.map(({ slot, image, label }) => (
        <figure key={slot} className="mb-0">
          <StoredImage
            image={image}
            alt={label}
            sizes={PHOTO_SIZES}
            maxWidth={CARD_PICTURE_WIDTH}
            className="img-thumbnail"
          />
          {/* The alt text already names the photo for screen readers. */}
          <figcaption aria-hidden="true" className="small text-body-secondary">
            {label}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
