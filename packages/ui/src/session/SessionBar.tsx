import { useTranslation } from '@council/i18n';
import { useRole, useSession } from '@council/shared-auth';
import '../i18n/registerUiTexts';

/** Who is signed in, read from the one shared session, and the way out of it. */
export function SessionBar() {
  const { t } = useTranslation('ui');
  const role = useRole();
  const logout = useSession((state) => state.logout);
  if (!role) return null;
  return (
    <div className="council-session-bar d-flex justify-content-end align-items-center gap-3 py-2">
      <span>{t('session.signedInAs', { role: t(`session.roles.${role}`) })}</span>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => logout()}>
        {t('session.logout')}
      </button>
    </div>
  );
}
