import '../account/i18n/registerAccountTexts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@council/i18n';
import { useMutation } from '@council/query';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@council/router';
import { useRole, useSession } from '@council/shared-auth';
import { SHELL_ROUTES, useScreens } from '@council/site-config';
import { TextField } from '@council/ui';
import { dashboardFor, NO_DASHBOARD } from '../routes/dashboardFor';
import { loginErrorText } from './loginErrorText';
import { returnPathIn } from './returnPath';

interface FieldErrors {
  email?: string;
  password?: string;
}

export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const login = useSession((state) => state.login);
  const role = useRole();
  const screens = useScreens();
  const [query] = useSearchParams();
  // The header's "Citizen's Login" (?as=citizen) puts the way to a new account first.
  const forCitizens = query.get('as') === 'citizen';
  const dashboardOf = (signedInAs: string) => dashboardFor(screens, signedInAs) ?? NO_DASHBOARD;
  // A session that ended under its person sent them here with the page they were on.
  const returnTo = returnPathIn(useLocation().state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const signIn = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      login(credentials.email, credentials.password),
    onSuccess: (signedInAs) => navigate(returnTo ?? dashboardOf(signedInAs), { replace: true }),
  });

  if (role) return <Navigate to={returnTo ?? dashboardOf(role)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(email.trim() ? {} : { email: t('login.emailRequired') }),
      ...(password ? {} : { password: t('login.passwordRequired') }),
    };
    setFieldErrors(errors);
    signIn.reset();
    if (errors.email || errors.password) return;
    signIn.mutate({ email: email.trim(), password });
  };

  const createAccount = (
    <p className={forCitizens ? 'mb-4' : 'mt-3 mb-0'}>
      {forCitizens && `${t('account.login.citizenIntro')} `}
      {t('account.login.newHere')}{' '}
      <Link to={SHELL_ROUTES.register}>{t('account.login.createAccount')}</Link>
    </p>
  );

  return (
    <section className="shell-login mx-auto my-5" aria-labelledby="login-title">
      <h1 id="login-title" className="h3 mb-4">
        {t('login.title')}
      </h1>
      {forCitizens && createAccount}
      <form noValidate onSubmit={submit}>
        <TextField
          id="login-email"
          label={t('login.email')}
          value={email}
          required
          starred={false}
          type="email"
          autoComplete="username"
          error={fieldErrors.email}
          onChange={setEmail}
        />
        <TextField
          id="login-password"
          label={t('login.password')}
          value={password}
          required
          starred={false}
          type="password"
          autoComplete="current-password"
          error={fieldErrors.password}
          onChange={setPassword}
        />
        {signIn.isError && (
          <div className="alert alert-danger" role="alert">
            {loginErrorText(signIn.error, t)}
          </div>
        )}
        <button
          type="submit"
          className="btn btn-primary w-100"
          disabled={signIn.isPending || signIn.isSuccess}
        >
          {t('login.submit')}
        </button>
      </form>
      <p className="mt-3 mb-0">
        <Link to={SHELL_ROUTES.forgotPassword}>{t('account.login.forgotPassword')}</Link>
      </p>
      {!forCitizens && createAccount}
    </section>
  );
}
