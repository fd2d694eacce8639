import type { StoredFile } from '@council/api-client';
import { CARD_PICTURE_WIDTH, StoredImage } from '../files/StoredImage';
import './ComplaintImages.css';

// Thumbnails are small boxes: a narrow rendition is enough, even on a phone.
const THUMBNAIL_SIZES = '10rem';

interface Props {
  photos: StoredFile[];
  /** The name of the n-th photo (from 1), said by screen readers as the link's name. */
  altOf: (n: number) => string;
}

/** Photos as thumbnails, each a link to the photo in full size. */
export function PhotoThumbnails({ photos, altOf }: Props) {
  if (photos.length === 0) return null;
  return (
    <ul className="council-complaint-images council-photo-thumbnails list-unstyled mb-0">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a href={photo.url} target="_blank" rel="noopener noreferrer">
            <StoredImage
              image={photo}
              alt={altOf(index + 1)}
              sizes={THUMBNAIL_SIZES}
              maxWidth={CARD_PICTURE_WIDTH}
              className="img-thumbnail"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
