import './i18n/registerAccountTexts';
import { useState, type FormEvent } from 'react';
import { selfServiceApi } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useMutation } from '@council/query';
import { Link } from '@council/router';
import { SHELL_ROUTES } from '@council/site-config';
import { checkEmail, FirstScreenForm, TextField, useProblemText } from '@council/ui';
import { AccountNotice } from './AccountNotice';
import { AccountPage } from './AccountPage';
import { RefusalAlert } from './RefusalAlert';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

/**
 * "Forgot password?": the API mails a link (valid 30 minutes) to an account with that email.
 * The answer never says whether there is one, and neither does this page.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const text = useProblemText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { form, checked } = useFocusFirstInvalid();
  const ask = useMutation({ mutationFn: selfServiceApi.forgotPassword });

  if (ask.isSuccess) {
    return (
      <AccountPage title={t('account.forgot.title')}>
        <AccountNotice
          title={t('account.checkEmail')}
          message={t('account.forgot.sent', { email: ask.variables })}
          next={<Link to={SHELL_ROUTES.login}>{t('account.backToSignIn')}</Link>}
        />
      </AccountPage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = text(checkEmail(email));
    setError(found);
    checked();
    ask.reset();
    if (!found) ask.mutate(email.trim());
  };

  return (
    <AccountPage title={t('account.forgot.title')}>
      <p>{t('account.forgot.intro')}</p>
      <FirstScreenForm ref={form} onSubmit={submit}>
        <TextField
          id="forgot-email"
          label={t('account.fields.email')}
          value={email}
          required
          starred={false}
          type="email"
          autoComplete="email"
          error={error}
          onChange={setEmail}
        />
        {ask.isError && <RefusalAlert error={ask.error} />}
        <button type="submit" className="btn btn-primary w-100" disabled={ask.isPending}>
          {t('account.forgot.submit')}
        </button>
      </FirstScreenForm>
      <p className="mt-3">
        <Link to={SHELL_ROUTES.login}>{t('account.backToSignIn')}</Link>
      </p>
    </AccountPage>
  );
}
