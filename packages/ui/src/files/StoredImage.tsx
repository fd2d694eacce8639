import type { StoredFile } from '@council/api-client';

/**
 * The widest picture a card or a thumbnail box needs (a few hundred pixels, at a phone's pixel
 * ratio): the 640 px rendition.
 */
export const CARD_PICTURE_WIDTH = 640;

export interface StoredImageProps {
  image: StoredFile;
  alt: string;
  /** How wide the image is shown, for the browser's choice of rendition: '(max-width: 768px) 100vw, 50vw'. */
  sizes: string;
  /**
   * A picture of the first screen that may be its largest paint (the first carousel slide; the
   * welcome picture, under the carousel on a phone): fetched at once and early. Every other image
   * waits until it is near the screen. Lazy loading would hold the welcome picture until the page
   * is laid out, and at the default (low) priority it waited behind the stylesheets: Lighthouse
   * put 0.78 s of load delay on a phone's largest paint (0.52 s at high).
   */
  priority?: boolean;
  /**
   * The widest picture worth fetching, in pixels, for an image shown small in a fixed box (a
   * card, a thumbnail): the browser would otherwise take the camera original on a phone whose
   * pixel ratio asks for a little more than the largest rendition. Unset: any, the original too.
   */
  maxWidth?: number;
  className?: string;
}

/**
 * A stored image in the size it is shown: the renditions (WebP, 320-1280 px) and the original in
 * srcset, so a phone never downloads a camera's 4000 px photo; width and height set from the
 * stored image, so the page does not shift when it arrives (CSS scales it, keeping the ratio).
 */
export function StoredImage(props: StoredImageProps) {
  const { image, alt, sizes, priority = false } = props;
  const { maxWidth = Infinity, className } = props;
  const renditions = image.renditions.filter(
    ({ width }, index) => width <= maxWidth || index === 0,
  );
  const candidates = [
    ...renditions.map(({ width, url }) => `${url} ${width}w`),
    ...(image.width !== null && (image.width <= maxWidth || renditions.length === 0)
      ? [`${image.url} ${image.width}w`]
      : []),
  ];
  // Where srcset is not read, a middle rendition rather than the camera original.
  const fallback = renditions.find(({ width }) => width >= 640) ?? renditions.at(-1);
  return (
    <img
      src={fallback?.url ?? image.url}
      srcSet={candidates.length > 1 ? candidates.join(', ') : undefined}
      sizes={candidates.length > 1 ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
