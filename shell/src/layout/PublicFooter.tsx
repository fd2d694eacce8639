import { useTranslation } from '@council/i18n';
import { localise, menuLinksOf, SHELL_ROUTES, useCouncil, useScreens } from '@council/site-config';
import { Link } from '@council/router';
import { SentenceWith, useCouncilTexts } from '@council/ui';
import { SiteLastUpdated } from './SiteLastUpdated';
import './layout.css';

/**
 * The 'Website Policies' group (GIGW 3.0: the privacy policy, copyright, hyperlinking, terms of
 * use, disclaimer, accessibility, content archival and help pages, each a screen placed in the
 * 'footer' menu group), then the address, email, toll-free number, copyright, the site's last
 * update, designer credit and the sitemap; identity from configuration, its name and address in
 * the reader's language where configured (else marked as the other language).
 */
export function PublicFooter() {
  const { t, i18n } = useTranslation('shell');
  const council = useCouncil();
  const { name, address } = useCouncilTexts();
  const links = menuLinksOf(useScreens(), 'footer');
  return (
    <footer className="shell-footer">
      <div className="container py-4">
        {/* The footer is on a page once: its heading's id is fixed. */}
        {links.length > 0 && (
          <nav className="shell-footer-policies" aria-labelledby="shell-footer-policies">
            <h2 id="shell-footer-policies" className="shell-footer-heading">
              {t('footer.policies')}
            </h2>
            <ul className="shell-footer-links">
              {links.map(({ path, text }) => (
                <li key={path}>
                  <Link to={path}>{localise(text, i18n.language)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <address className="mb-2">
          <span lang={address.lang}>{address.text}</span>
          <br />
          {t('footer.email')} <a href={`mailto:${council.email}`}>{council.email}</a>
          <br />
          {t('footer.tollFree', { number: council.tollFree })}
        </address>
        <p className="mb-1">
          <SentenceWith
            sentence={(values) =>
              t('footer.copyright', { ...values, year: new Date().getFullYear() })
            }
            values={{ name }}
          />
        </p>
        <SiteLastUpdated />
        <p className="mb-0">
          {t('footer.designedBy')}
          {' · '}
          <Link to={SHELL_ROUTES.sitemap}>{t('sitemap.title')}</Link>
        </p>
      </div>
    </footer>
  );
}
