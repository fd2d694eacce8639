import { useTranslation } from '@council/i18n';
import { localise, useCouncil, useScreens } from '@council/site-config';
import { Link } from '@council/router';
import './layout.css';

/** Address, email, toll-free number, copyright, designer credit and privacy link; identity from configuration. */
export function PublicFooter() {
  const { t, i18n } = useTranslation('shell');
  const council = useCouncil();
  const screens = useScreens();
  // The privacy page is wherever its remote declares the public page of that title.
  const privacy = screens.find(
    (screen) =>
      screen.access === 'public' && localise(screen.title, i18n.language) === t('footer.privacy'),
  );
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
          {t('footer.designedBy')} ·{' '}
          {privacy ? <Link to={privacy.path}>{t('footer.privacy')}</Link> : t('footer.privacy')}
        </p>
      </div>
    </footer>
  );
}
