import { CARD_PICTURE_WIDTH, StoredImage } from '@council/ui';
import type { LightboxImage } from './Lightbox';

interface CardPhotoButtonProps {
  photo: LightboxImage;
  /** What the button does, read out: 'Enlarge Chhath Ghat'. */
  label: string;
  /** The photo's shown width at each screen width, as the card's grid lays it out. */
  sizes: string;
  /** A photo of the first cards a phone shows: fetched at once, being the page's largest paint. */
  priority: boolean;
  className: string;
  onOpen: (image: LightboxImage) => void;
}

/**
 * A card's photo, in a card's size, as a button that opens it in the Lightbox (the gallery's and
 * the press releases' cards). The picture itself is decoration: the button's label names it.
 */
export function CardPhotoButton({
  photo,
  label,
  sizes,
  priority,
  className,
  onOpen,
}: CardPhotoButtonProps) {
  return (
    <button
      type="button"
      className="ps-image-button"
      aria-label={label}
      onClick={() => onOpen(photo)}
    >
      <StoredImage
        image={photo.image}
        alt=""
        sizes={sizes}
        maxWidth={CARD_PICTURE_WIDTH}
        priority={priority}
        className={className}
      />
    </button>
  );
}
