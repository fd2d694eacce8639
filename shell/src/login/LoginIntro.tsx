import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { SHELL_ROUTES } from '@council/site-config';

/**
 * The sign-in page's word on whom it is for: council staff, or citizens, who also learn how to
 * get an account (first, before the form, as it is what a new citizen looks for).
 */
export function LoginIntro({ forCitizens }: { forCitizens: boolean }) {
  const { t } = useTranslation('shell');
  if (!forCitizens) return <p className="mb-4">{t('login.forStaff')}</p>;
  return (
    <p className="mb-4">
      {t('login.forCitizens')} {t('account.login.newHere')}{' '}
      <Link to={SHELL_ROUTES.register}>{t('account.login.createAccount')}</Link>
    </p>
  );
}
