import { useEffect, useState } from 'react';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';

/** How long each headline stays (SPEC.md 9: the ticker autoplays every 5000 ms). */
export const TICKER_INTERVAL_MS = 5000;
const HEADLINES = ['1', '2', '3', '4'];

/**
 * The breaking-news ticker with static sample headlines. It advances every 5000 ms and rests
 * while the pointer is over it or focus is in it; its pause button stops it for good (WCAG 2.2.2).
 */
export function NewsTicker() {
  const { t } = useTranslation('shell');
  const [index, setIndex] = useState(0);
  const [resting, setResting] = useState(false);
  const [paused, setPaused] = useState(false);
  const moving = !resting && !paused;

  useEffect(() => {
    if (!moving) return undefined;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % HEADLINES.length),
      TICKER_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [moving]);

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
          <Link to="/latestnews">{t(`ticker.headlines.${HEADLINES[index]}`)}</Link>
        </p>
        <button type="button" className="shell-ticker-pause" onClick={() => setPaused(!paused)}>
          {paused ? t('ticker.play') : t('ticker.pause')}
        </button>
      </div>
    </section>
  );
}
