import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { useRole } from '@council/shared-auth';
import { SHELL_ROUTES } from '@council/site-config';
import { PageFrame } from '../common/PageFrame';
import '../i18n/registerPublicSiteTexts';
import '../i18n/registerGrievancePageTexts';

/** The citizen's complaints page with its form to file one open (the portal's `?add=1`). */
const FILING_PATH = '/inquiry?add=1';

/**
 * /postgrievance: what filing a complaint is, and the way there. A citizen goes straight to the
 * form; anyone else signs in as a citizen first (the login page then returns to the form, by the
 * router's state: see the shell's returnPath) or creates an account.
 */
export default function PostGrievancePage() {
  const { t } = useTranslation('public-site');
  const role = useRole();
  return (
    <PageFrame title={t('postGrievance.title')}>
      <p>{t('postGrievance.line1')}</p>
      <p>{t('postGrievance.line2')}</p>
      {role === 'user' && (
        <p>
          <Link to={FILING_PATH} className="btn btn-primary">
            {t('postGrievance.file')}
          </Link>
        </p>
      )}
      {role === null && (
        <>
          <p>
            <Link
              to={`${SHELL_ROUTES.login}?as=citizen`}
              state={{ returnTo: FILING_PATH }}
              className="btn btn-primary"
            >
              {t('postGrievance.signIn')}
            </Link>
          </p>
          <p>
            {t('postGrievance.newHere')}{' '}
            <Link to={SHELL_ROUTES.register}>{t('postGrievance.register')}</Link>
          </p>
        </>
      )}
      {role !== null && role !== 'user' && (
        <p className="alert alert-info">{t('postGrievance.staff')}</p>
      )}
      <p>
        <Link to="/trackgrievance">{t('postGrievance.track')}</Link>
      </p>
    </PageFrame>
  );
}
