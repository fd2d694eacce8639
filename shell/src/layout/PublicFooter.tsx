import { useTranslation } from '@council/i18n';
import { Link } from 'react-router-dom';

export function PublicFooter() {
  const { t } = useTranslation('shell');
  const email = t('council.email');
  return (
    <footer className="shell-footer">
      <div className="container py-4">
        <address className="mb-2">
          {t('council.address')}
          <br />
          <a href={`mailto:${email}`}>{email}</a>
          <br />
          {t('footer.tollFree', { number: t('council.tollFree') })}
        </address>
        <p className="mb-1">
          {t('footer.copyright', { year: new Date().getFullYear(), name: t('council.name') })}
        </p>
        <p className="mb-0">
          {t('footer.designedBy')} · <Link to="/privacypolicy">{t('footer.privacy')}</Link>
        </p>
      </div>
    </footer>
  );
}
