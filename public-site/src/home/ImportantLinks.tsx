import { useTranslation } from '@council/i18n';
import { ExternalLink, MarkedText, useCouncilTexts } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

/**
 * The Important Links panel: the council's configured links (RTI, ministry and state sites), each
 * labelled in the reader's language where the configuration has a label in it. Links to other
 * sites say so and ask before leaving (ExternalLink).
 */
export function ImportantLinks() {
  const { t } = useTranslation('public-site');
  const { importantLinks } = useCouncilTexts();
  return (
    <section className="card h-100 ps-important-links" aria-labelledby="ps-important-links-title">
      <div className="card-body">
        <h2 id="ps-important-links-title" className="h4">
          {t('home.importantLinks.title')}
        </h2>
        <ul className="mb-0">
          {importantLinks.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url}>
                <MarkedText {...link.label} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
