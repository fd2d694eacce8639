import { Fragment } from 'react';
import { useTranslation } from '@council/i18n';
import { localise, menuLinksOf, SHELL_ROUTES, useCouncil, useScreens } from '@council/site-config';
import { Link } from '@council/router';
import { SentenceWith, useCouncilTexts } from '@council/ui';
import { SiteLastUpdated } from './SiteLastUpdated';
import './layout.css';

/**
 * Address, email, toll-free number, copyright, the site's last update, designer credit, the
 * screens placed in the 'footer' menu group (the privacy page) and the sitemap; identity from
 * configuration, its name and address in the reader's language where configured (else marked as
 * the other language).
 */
export function PublicFooter() {
  const { t, i18n } = useTranslation('shell');
  const council = useCouncil();
  const { name, address } = useCouncilTexts();
  const links = menuLinksOf(useScreens(), 'footer');
  return (
    <footer className="shell-footer">
      <div className="container py-4">
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
