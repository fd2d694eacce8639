import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { Link } from '@council/router';
import './layout.css';

/** Address, email, toll-free number, copyright, designer credit and privacy link; identity from configuration. */
export function PublicFooter() {
  const { t } = useTranslation('shell');
  const council = useCouncil();
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
          {t('footer.designedBy')} · <Link to="/privacypolicy">{t('footer.privacy')}</Link>
        </p>
      </div>
    </footer>
  );
}
