import { useTranslation } from '@council/i18n';
import { useCouncil, useScreens } from '@council/site-config';
import { SitemapGroup } from './SitemapGroup';
import { sitemapSections } from './sitemapSections';

/** /sitemap: every public page of the site by menu group, the pages still to come among them. */
export function SitemapPage() {
  const { t, i18n } = useTranslation('shell');
  const sections = sitemapSections({
    council: useCouncil(),
    screens: useScreens(),
    t: (key) => t(key),
    language: i18n.language,
  });
  return (
    <div className="container py-4">
      <h1>{t('sitemap.title')}</h1>
      <p>{t('sitemap.intro')}</p>
      <div className="shell-sitemap">
        {sections.map((section) => (
          <SitemapGroup key={section.title} section={section} />
        ))}
      </div>
    </div>
  );
}
