import type { ComplaintImages as Images } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { imageSrc } from '../files/base64Files';
import './i18n/registerComplaintTexts';
import './ComplaintImages.css';

// The four images in the order SPEC.md names them: the citizen's two, then staff's two.
const SLOTS = ['publicImage1', 'publicImage2', 'actionImage1', 'actionImage2'] as const;

/** Up to four photos of a complaint, each with its label; slots without a photo are left out. */
export function ComplaintImages({ images }: { images: Images }) {
  const { t } = useTranslation('ui');
  const shown = SLOTS.flatMap((slot) => {
    const src = imageSrc(images[slot]);
    return src ? [{ slot, src, label: t(`complaintDetails.${slot}`) }] : [];
  });
  if (shown.length === 0) return <p className="mb-0">{t('complaintDetails.noImages')}</p>;
  return (
    <div className="council-complaint-images">
      {shown.map(({ slot, src, label }) => (
        <figure key={slot} className="mb-0">
          <img src={src} alt={label} className="img-thumbnail" />
          {/* The alt text already names the photo for screen readers. */}
          <figcaption aria-hidden="true" className="small text-body-secondary">
            {label}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
