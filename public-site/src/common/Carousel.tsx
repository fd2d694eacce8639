import { useEffect, useState } from 'react';
import type { StoredFile } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { StoredImage, usePrefersReducedMotion } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

export interface CarouselImage {
  /** A stored image (the home page's slides) or the address of one of the site's own pictures. */
  picture: StoredFile | string;
  /** What it shows, read out in its place; '' for a picture that only decorates. */
  alt: string;
  /** The alt text's language where it is not the page's (a slide's English caption in Hindi). */
  lang?: 'en' | 'hi';
}

interface Props {
  images: CarouselImage[];
  label: string;
  /** 'hero' is the home page's 480px (140px on phones) slider; 'compact' the testimonials. */
  variant: 'hero' | 'compact';
  /** While true and there are no images yet, an empty frame of the carousel's size holds its place. */
  loading?: boolean;
  intervalMs?: number;
}

/**
 * A picture carousel with play/pause, previous/next and indicator buttons, all plain buttons so
 * they work by keyboard. It also rests while the pointer or focus is inside it, so nobody has to
 * chase a moving target, and starts paused for readers who ask for less motion.
 */
export function Carousel({ images, label, variant, loading = false, intervalMs = 5000 }: Props) {
  const { t } = useTranslation('public-site');
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // null until the reader presses play or pause; until then, motion follows their setting.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [resting, setResting] = useState(false);
  const total = images.length;
  const moving = playing && !resting && total > 1;

  useEffect(() => {
    if (!moving) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % total), intervalMs);
    return () => clearInterval(timer);
  }, [moving, total, intervalMs]);

  if (total === 0) {
    // The frame is only there to keep the page below from moving when the pictures arrive.
    return loading ? (
      <div
        className={`ps-carousel ps-carousel-${variant} ps-carousel-placeholder`}
        aria-hidden="true"
      >
        <div className="ps-carousel-slides" />
      </div>
    ) : null;
  }
  const shown = index % total;
  const go = (next: number) => setIndex((next + total) % total);

  return (
    <section
      className={`ps-carousel ps-carousel-${variant}`}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onMouseEnter={() => setResting(true)}
      onMouseLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setResting(false);
      }}
    >
      <div className="ps-carousel-slides" aria-live={moving ? 'off' : 'polite'}>
        {images.map((image, position) => (
          <div
            key={position}
            className="ps-carousel-slide"
            role="group"
            aria-roledescription={t('carousel.slideRole')}
            aria-label={t('carousel.slide', { number: position + 1, total })}
            hidden={position !== shown}
          >
            <SlidePicture image={image} first={position === 0} variant={variant} />
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="ps-carousel-controls">
          <button type="button" onClick={() => setChoice(!playing)} className="ps-carousel-button">
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            <span className="visually-hidden">
              {playing ? t('carousel.pause') : t('carousel.play')}
            </span>
          </button>
          <button type="button" onClick={() => go(shown - 1)} className="ps-carousel-button">
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('carousel.previous')}</span>
          </button>
          <ul className="ps-carousel-indicators">
            {images.map((_image, position) => (
              <li key={position}>
                <button
                  type="button"
                  className="ps-carousel-indicator"
                  aria-current={position === shown}
                  aria-label={t('carousel.goTo', { number: position + 1 })}
                  onClick={() => go(position)}
                />
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => go(shown + 1)} className="ps-carousel-button">
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('carousel.next')}</span>
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * The hero's first slide is the page's main picture: fetched at once and first. The others, and
 * the testimonials far down the page, wait until they are shown or near the screen.
 */
function SlidePicture({
  image: { picture, alt, lang },
  first,
  variant,
}: {
  image: CarouselImage;
  first: boolean;
  variant: Props['variant'];
}) {
  if (typeof picture === 'string') {
    return <img src={picture} alt={alt} loading={variant === 'compact' ? 'lazy' : undefined} />;
  }
  // The hero is as wide as the screen (CSS: 100% wide, cropped to its height).
  const stored = (
    <StoredImage image={picture} alt={alt} sizes="100vw" priority={first && variant === 'hero'} />
  );
  // An alt text in the other language takes its `lang` from a box that is laid out as none.
  return lang ? (
    <span lang={lang} className="ps-in-language">
      {stored}
    </span>
  ) : (
    stored
  );
}
