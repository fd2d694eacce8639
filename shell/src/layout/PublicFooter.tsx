import { Fragment } from 'react';
import { useTranslation } from '@council/i18n';
import { localise, menuLinksOf, SHELL_ROUTES, useCouncil, useScreens } from '@council/site-config';
import { Link } from '@council/router';
import './layout.css';

/**
 * Address, email, toll-free number, copyright, designer credit, the screens placed in the
 * 'footer' menu group (the privacy page) and the sitemap; identity from configuration.
 */
export function PublicFooter() {
  const { t, i18n } = useTranslation('shell');
  const council = useCouncil();
  const links = menuLinksOf(useScreens(), 'footer');
  return (
    <footer className="shell-footer">
      <div className="container py-4">
        <address className="mb-2">
          {council.address}
          <br />
          {t('footer.email')} <a href={`mailto:${council.email}`}>{council.email}</a>
          <br />
          {t('footer.tollFree', { number: council.tollFree })}
        </address>
        <p className="mb-1">
          {t('footer.copyright', { year: new Date().getFullYear(), name: council.name })}
        </p>
        <p className="mb-0">
          {t('footer.designedBy')}
          {links.map(({ path, text }) => (
            <Fragment key={path}>
              {' · '}
              <Link to={path}>{localise(text, i18n.language)}</Link>
            </Fragment>
          ))}
          {' · '}
          <Link to={SHELL_ROUTES.sitemap}>{t('sitemap.title')}</Link>
        </p>
      </div>
    </footer>
  );
}
