import './i18n/registerAccountTexts';
import { useEffect, useRef } from 'react';
import { selfServiceApi } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useMutation, useQueryClient } from '@council/query';
import { Link, useSearchParams } from '@council/router';
import { useRole } from '@council/shared-auth';
import { SHELL_ROUTES, useScreens } from '@council/site-config';
import { dashboardFor, NO_DASHBOARD } from '../routes/dashboardFor';
import { AccountNotice } from './AccountNotice';
import { AccountPage } from './AccountPage';
import { RefusalAlert } from './RefusalAlert';

/**
 * Where the link mailed at sign-up leads (AccountLinkRoutes.verifyEmail?token=): the page sends
 * the token as it opens, once, and says how it went and where to go next.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('shell');
  const token = useSearchParams()[0].get('token') ?? '';
  const role = useRole();
  const screens = useScreens();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: selfServiceApi.verifyEmail,
    // A signed-in citizen's screens read again what they know of the account (now confirmed).
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const { mutate } = verify;
  // A link works once: a second post (StrictMode runs effects twice) would be told it was used.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const title = t('account.verify.title');
  if (!token) {
    return (
      <AccountPage title={title}>
        <div className="alert alert-warning" role="alert">
          {t('account.verify.noToken')}
        </div>
      </AccountPage>
    );
  }
  if (verify.isSuccess) {
    return (
      <AccountPage title={title}>
        <AccountNotice
          title={t('account.verify.doneTitle')}
          message={t('account.verify.done')}
          next={
            role ? (
              <Link to={dashboardFor(screens, role) ?? NO_DASHBOARD}>
                {t('account.goToDashboard')}
              </Link>
            ) : (
              <Link to={SHELL_ROUTES.login}>{t('account.signIn')}</Link>
            )
          }
        />
      </AccountPage>
    );
  }
  if (verify.isError) {
    return (
      <AccountPage title={title}>
        <RefusalAlert
          error={verify.error}
          more={role ? t('account.verify.failedSignedIn') : t('account.verify.failed')}
        />
        {role ? <ResendLink /> : <Link to={SHELL_ROUTES.login}>{t('account.signIn')}</Link>}
      </AccountPage>
    );
  }
  return (
    <AccountPage title={title}>
      <p role="status">{t('account.verify.checking')}</p>
    </AccountPage>
  );
}

/** "Send me a new link", for a signed-in person whose link has expired or was used. */
function ResendLink() {
  const { t } = useTranslation('shell');
  const resend = useMutation({ mutationFn: selfServiceApi.resendVerification });
  if (resend.isSuccess) {
    return <AccountNotice title={t('account.checkEmail')} message={t('account.verify.resent')} />;
  }
  return (
    <>
      {resend.isError && <RefusalAlert error={resend.error} />}
      <button
        type="button"
        className="btn btn-primary"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {t('account.verify.resend')}
      </button>
    </>
  );
}
