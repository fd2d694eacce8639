import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { useRole, useSession } from '@council/shared-auth';
import { useScreens } from '@council/site-config';
import { dashboardFor, NO_DASHBOARD } from '../routes/dashboardFor';
import { useSignedInName } from '../session/signedInPerson';

/**
 * Who is signed in, the way back to their dashboard and the way out, on the public pages they
 * open. Nothing while nobody is signed in. Sign-out ends the shared session; the session timer
 * then goes to /login, as for every sign-out.
 */
export function AccountLinks() {
  const { t } = useTranslation('shell');
  const role = useRole();
  const name = useSignedInName();
  const screens = useScreens();
  if (role === null) return null;
  return (
    <div className="shell-account">
      <span className="shell-account-who">
        <span className="shell-account-label">{t('header.signedIn')}</span>{' '}
        <strong className="shell-account-name">{name ?? t(`header.roles.${role}`)}</strong>
      </span>
      <Link to={dashboardFor(screens, role) ?? NO_DASHBOARD}>{t('header.myDashboard')}</Link>
      <button
        type="button"
        className="shell-account-sign-out"
        onClick={() => useSession.getState().logout()}
      >
        {t('header.signOut')}
      </button>
    </div>
  );
}
