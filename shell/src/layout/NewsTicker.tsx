import { useEffect, useState } from 'react';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { MarkedText, usePrefersReducedMotion } from '@council/ui';
import { useTickerHeadlines } from './useTickerHeadlines';

/** How long each headline stays (SPEC.md 9: the ticker autoplays every 5000 ms). */
export const TICKER_INTERVAL_MS = 5000;

/**
 * The breaking-news ticker: the council's current latest news (useTickerHeadlines: never an item
 * past its "show until" date, issue 20), else its standing notes. It advances every 5000 ms and rests
 * while the pointer is over it or focus is in it; its pause button stops it for good (WCAG 2.2.2),
 * and for a reader who asks for less motion it starts paused, as the carousel does.
 * Each headline shows whole, wrapped at word ends: every headline is laid out in the same place,
 * unseen but for the current one, so the ticker is as tall as its longest headline at this width
 * and the page below never moves as they rotate (CSS, the same on the server as in the browser).
 */
export function NewsTicker() {
  const { t } = useTranslation('shell');
  const headlines = useTickerHeadlines();
  const [index, setIndex] = useState(0);
  const [resting, setResting] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // null until the reader presses play or pause; until then, motion follows their setting.
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reducedMotion;
  const moving = !resting && !paused;

  useEffect(() => {
    if (!moving) return undefined;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % headlines.length),
      TICKER_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [moving, headlines.length]);
  // The headlines change once the news arrive: start again from the first.
  const current = headlines[index] ?? headlines[0];

  return (
    <section
      className="shell-ticker"
      aria-label={t('ticker.label')}
      onMouseEnter={() => setResting(true)}
      onMouseLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setResting(false);
      }}
    >
      <div className="container shell-ticker-row">
        <span className="shell-ticker-label" aria-hidden="true">
          {t('ticker.title')}
        </span>
        <p className="shell-ticker-headline" aria-live={moving ? 'off' : 'polite'}>
          {headlines.map((headline) => (
            <span key={headline.key} className="shell-ticker-room" aria-hidden="true">
              <MarkedText {...headline.text} />
            </span>
          ))}
          {current && (
            <Link to={current.to}>
              <MarkedText {...current.text} />
            </Link>
          )}
        </p>
        <button type="button" className="shell-ticker-pause" onClick={() => setChoice(!paused)}>
          <span className={paused ? 'shell-icon-play' : 'shell-icon-pause'} aria-hidden="true" />
          <span className="shell-ticker-pause-text">
            {paused ? t('ticker.play') : t('ticker.pause')}
          </span>
        </button>
      </div>
    </section>
  );
}
