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
import { refusalText } from './refusalText';

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
        <AccountNotice title={t('account.verify.doneTitle')}>
          <p>{t('account.verify.done')}</p>
          <p className="mb-0">
            {role ? (
              <Link to={dashboardFor(screens, role) ?? NO_DASHBOARD}>
                {t('account.goToDashboard')}
              </Link>
            ) : (
              <Link to={SHELL_ROUTES.login}>{t('account.signIn')}</Link>
            )}
          </p>
        </AccountNotice>
      </AccountPage>
    );
  }
  if (verify.isError) {
    return (
      <AccountPage title={title}>
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{refusalText(verify.error, t)}</p>
          <p className="mb-0">
            {role ? t('account.verify.failedSignedIn') : t('account.verify.failed')}
          </p>
        </div>
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
    return (
      <AccountNotice title={t('account.checkEmail')}>
        <p className="mb-0">{t('account.verify.resent')}</p>
      </AccountNotice>
    );
  }
  return (
    <>
      {resend.isError && (
        <div className="alert alert-danger" role="alert">
          {refusalText(resend.error, t)}
        </div>
      )}
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
