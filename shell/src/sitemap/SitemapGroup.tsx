import { useId } from 'react';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import type { SitemapSection } from './sitemapSections';

/** One group of the sitemap: its heading and its pages, a page still to come said to be so. */
export function SitemapGroup({ section }: { section: SitemapSection }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="shell-sitemap-title">
        {section.title}
      </h2>
      <ul>
        {section.pages.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to}>{entry.text}</Link>
            {entry.comingSoon && (
              <span className="shell-sitemap-soon"> {t('menu.comingSoon')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
