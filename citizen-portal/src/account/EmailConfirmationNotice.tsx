import { useId } from 'react';
import { selfServiceApi } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useMutation } from '@council/query';
import { apiErrorMessage } from '@council/shared-auth';
import { useMyAccount } from '@council/ui';
import '../i18n/registerCitizenPortalTexts';

/**
 * Says, while the citizen's email is not confirmed, that complaints wait for it (the API refuses
 * them until then) and where the link went, with a button that mails a new one. The button's
 * result is announced. Nothing shows while the account is read, when it cannot be, or once the
 * email is confirmed.
 */
export function EmailConfirmationNotice() {
  const { t } = useTranslation('citizen-portal');
  const headingId = useId();
  const { account } = useMyAccount();
  const resending = useMutation({ mutationFn: selfServiceApi.resendVerification });
  if (!account || account.emailVerified) return null;

  let result = '';
  if (resending.isSuccess) result = t('emailNotice.sent', { email: account.email });
  else if (resending.isError) result = apiErrorMessage(resending.error, t('emailNotice.failed'));

  return (
    <section className="alert alert-warning" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {t('emailNotice.heading')}
      </h2>
      <p>{t('emailNotice.sentTo', { email: account.email })}</p>
      <button
        type="button"
        className="btn btn-sm btn-outline-dark"
        disabled={resending.isPending}
        onClick={() => resending.mutate()}
      >
        {resending.isPending ? t('emailNotice.sending') : t('emailNotice.resend')}
      </button>
      {/* Always in the page, so that a screen reader hears what appears in it. */}
      <p aria-live="polite" className={resending.isError ? 'text-danger mt-2 mb-0' : 'mt-2 mb-0'}>
        {result}
      </p>
    </section>
  );
}
