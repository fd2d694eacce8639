import type { FormEvent } from 'react';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import '../i18n/registerUiTexts';
import { TextField } from '../form/TextField';
import { showError, showSuccess } from '../popups/popups';
import { MIN_PASSWORD_LENGTH as MIN_LENGTH } from '@council/contract/account-rules';
import {
  checkConfirmation,
  checkCurrentPassword,
  checkNewPassword,
  type Problems,
} from './accountChecks';
import { useFormFields } from './useFormFields';
import { useChangePassword, useMyAccount } from './useMyAccount';
import './MyAccount.css';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Record<Field, string> = {
  currentPassword: '',
  password: '',
  passwordConfirmation: '',
};

/**
 * My account's new password: the current one, the new one twice. The API then signs out every
 * other session of the account (another browser, another device) and this one goes on; the form
 * says so before and after. The account's email goes with the form for password managers.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('ui');
  const email = useMyAccount().account?.email;
  const { values, setValues, idOf, passes, fieldOf } = useFormFields(EMPTY);
  const changing = useChangePassword();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Problems<Field> = {
      currentPassword: checkCurrentPassword(values.currentPassword),
      password: checkNewPassword(values.password),
      passwordConfirmation: checkConfirmation(values.password, values.passwordConfirmation),
    };
    if (!passes(found, FIELDS)) return;
    try {
      await changing.mutateAsync(values);
    } catch (error) {
      void showError({
        title: t('account.errorTitle'),
        text: apiErrorMessage(error, t('account.password.failed')),
      });
      return;
    }
    // No password stays in the page once it has done its work.
    setValues(EMPTY);
    void showSuccess({ title: t('account.successTitle'), text: t('account.password.changed') });
  }

  return (
    <section className="council-account-section">
      <h2 id={idOf('heading')} className="h4">
        {t('account.password.heading')}
      </h2>
      {email && <p className="mb-2">{t('account.password.forAccount', { email })}</p>}
      <p>{t('account.password.othersSignedOut')}</p>
      <form noValidate onSubmit={submit} aria-labelledby={idOf('heading')}>
        {/* Password managers file the new password under this account's email. */}
        <input type="email" autoComplete="username" value={email ?? ''} readOnly hidden />
        <TextField
          {...fieldOf('currentPassword')}
          label={t('account.password.current')}
          required
          type="password"
          autoComplete="current-password"
        />
        <TextField
          {...fieldOf('password')}
          label={t('account.password.new')}
          required
          type="password"
          autoComplete="new-password"
          hint={t('account.password.newHint', { min: MIN_LENGTH })}
        />
        <TextField
          {...fieldOf('passwordConfirmation')}
          label={t('account.password.confirmation')}
          required
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className="btn btn-primary" disabled={changing.isPending}>
          {changing.isPending ? t('account.saving') : t('account.password.submit')}
        </button>
      </form>
    </section>
  );
}
