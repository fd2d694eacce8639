import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import '../i18n/registerUiTexts';
import { showError, showSuccess } from '../popups/popups';
import { MIN_PASSWORD_LENGTH as MIN_LENGTH } from '@council/contract/account-rules';
import { checkPasswordChange, type PasswordValues } from './accountChecks';
import { AccountInput } from './AccountInput';
import { useFormProblems } from './formProblems';
import { useChangePassword, useMyAccount } from './useMyAccount';
import './MyAccount.css';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
const EMPTY: PasswordValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * My account's new password: the current one, the new one twice. The API then signs out every
 * other session of the account (another browser, another device) and this one goes on; the form
 * says so before and after. The account's email goes with the form for password managers.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('ui');
  const prefix = useId();
  const idOf = (field: string) => `${prefix}-${field}`;
  const email = useMyAccount().account?.email;
  const [values, setValues] = useState(EMPTY);
  const { problems, passes, forget } = useFormProblems<keyof PasswordValues>(idOf);
  const changing = useChangePassword();

  const change = (field: keyof PasswordValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    forget(field);
  };
  const errorOf = (field: keyof PasswordValues) => {
    const problem = problems[field];
    return problem && t(problem.key, problem.values);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passes(checkPasswordChange(values), FIELDS)) return;
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
        <AccountInput
          id={idOf('currentPassword')}
          label={t('account.password.current')}
          value={values.currentPassword}
          required
          type="password"
          autoComplete="current-password"
          error={errorOf('currentPassword')}
          onChange={change('currentPassword')}
        />
        <AccountInput
          id={idOf('password')}
          label={t('account.password.new')}
          value={values.password}
          required
          type="password"
          autoComplete="new-password"
          hint={t('account.password.newHint', { min: MIN_LENGTH })}
          error={errorOf('password')}
          onChange={change('password')}
        />
        <AccountInput
          id={idOf('passwordConfirmation')}
          label={t('account.password.confirmation')}
          value={values.passwordConfirmation}
          required
          type="password"
          autoComplete="new-password"
          error={errorOf('passwordConfirmation')}
          onChange={change('passwordConfirmation')}
        />
        <button type="submit" className="btn btn-primary" disabled={changing.isPending}>
          {changing.isPending ? t('account.saving') : t('account.password.submit')}
        </button>
      </form>
    </section>
  );
}
