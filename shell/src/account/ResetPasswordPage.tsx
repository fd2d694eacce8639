import './i18n/registerAccountTexts';
import { useState, type FormEvent } from 'react';
import { selfServiceApi } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useMutation } from '@council/query';
import { Link, useSearchParams } from '@council/router';
import { SHELL_ROUTES } from '@council/site-config';
import {
  allFine,
  checkConfirmation,
  checkNewPassword,
  FirstScreenForm,
  useProblemText,
} from '@council/ui';
import { AccountNotice } from './AccountNotice';
import { AccountPage } from './AccountPage';
import { NewPasswordFields, type NewPassword } from './NewPasswordFields';
import { RefusalAlert } from './RefusalAlert';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

/**
 * Where a mailed link to choose a password leads (AccountLinkRoutes.resetPassword?token=): a
 * forgotten password's, or a new staff account's first. The API signs every session of the
 * account out once it is set.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const text = useProblemText();
  const token = useSearchParams()[0].get('token') ?? '';
  const [newPassword, setNewPassword] = useState<NewPassword>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const { form, checked } = useFocusFirstInvalid();
  const reset = useMutation({ mutationFn: selfServiceApi.resetPassword });

  if (!token) {
    return (
      <AccountPage title={t('account.reset.title')}>
        <div className="alert alert-warning" role="alert">
          {t('account.reset.noToken')}
        </div>
        <p>
          <Link to={SHELL_ROUTES.forgotPassword}>{t('account.reset.askAgain')}</Link>
        </p>
      </AccountPage>
    );
  }

  if (reset.isSuccess) {
    return (
      <AccountPage title={t('account.reset.title')}>
        <AccountNotice
          title={t('account.reset.doneTitle')}
          message={t('account.reset.done')}
          next={<Link to={SHELL_ROUTES.login}>{t('account.signIn')}</Link>}
        />
      </AccountPage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password, confirmation } = newPassword;
    const found = {
      password: text(checkNewPassword(password)),
      confirmation: text(checkConfirmation(password, confirmation)),
    };
    setErrors(found);
    checked();
    reset.reset();
    if (allFine(found)) reset.mutate({ token, password, passwordConfirmation: confirmation });
  };

  return (
    <AccountPage title={t('account.reset.title')}>
      <p>{t('account.reset.intro')}</p>
      <FirstScreenForm ref={form} onSubmit={submit}>
        <NewPasswordFields
          idPrefix="reset"
          label={t('account.fields.newPassword')}
          value={newPassword}
          onChange={setNewPassword}
          errors={errors}
        />
        {reset.isError && (
          <RefusalAlert
            error={reset.error}
            more={
              <>
                {t('account.reset.linkTrouble')}{' '}
                <Link to={SHELL_ROUTES.forgotPassword}>{t('account.reset.askAgain')}</Link>
              </>
            }
          />
        )}
        <button type="submit" className="btn btn-primary w-100" disabled={reset.isPending}>
          {t('account.reset.submit')}
        </button>
      </FirstScreenForm>
    </AccountPage>
  );
}
