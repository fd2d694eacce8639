import '../account/i18n/registerAccountTexts';
import { useFocusFirstInvalid } from '../account/useFocusFirstInvalid';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@council/i18n';
import { useMutation } from '@council/query';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@council/router';
import { useRole, useSession } from '@council/shared-auth';
import { SHELL_ROUTES, useScreens } from '@council/site-config';
import { FirstScreenForm, TextField } from '@council/ui';
import { dashboardFor, NO_DASHBOARD } from '../routes/dashboardFor';
import { LoginIntro } from './LoginIntro';
import { loginErrorText } from './loginErrorText';
import { returnPathIn } from './returnPath';
import { CITIZEN_SIGN_IN, isForCitizens } from './signInFor';

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
  const forCitizens = isForCitizens(query);
  const dashboardOf = (signedInAs: string) => dashboardFor(screens, signedInAs) ?? NO_DASHBOARD;
  // A session that ended under its person sent them here with the page they were on.
  const { state } = useLocation();
  const returnTo = returnPathIn(state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A field left empty: focus goes to it, and its message is read out with it.
  const { form, checked } = useFocusFirstInvalid();
  const signIn = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      login(credentials.email, credentials.password),
    onSuccess: (signedInAs) => navigate(returnTo ?? dashboardOf(signedInAs), { replace: true }),
  });

  if (role) return <Navigate to={returnTo ?? dashboardOf(role)} replace />;
  // From the click until the dashboard opens: one sign-in at a time.
  const busy = signIn.isPending || signIn.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(email.trim() ? {} : { email: t('login.emailRequired') }),
      ...(password ? {} : { password: t('login.passwordRequired') }),
    };
    setFieldErrors(errors);
    checked();
    signIn.reset();
    if (errors.email || errors.password) return;
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <section className="shell-login mx-auto my-5" aria-labelledby="login-title">
      <h1 id="login-title" className="h3 mb-3">
        {t('login.title')}
      </h1>
      <LoginIntro forCitizens={forCitizens} />
      <FirstScreenForm ref={form} onSubmit={submit}>
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
        <button type="submit" className="btn btn-primary w-100" disabled={busy} aria-busy={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
      </FirstScreenForm>
      <p className="mt-3 mb-2">
        <Link to={SHELL_ROUTES.forgotPassword}>{t('account.login.forgotPassword')}</Link>
      </p>
      {/* The other way in, keeping the page to return to. */}
      <p className="mb-0">
        {forCitizens ? t('login.staff') : t('login.notStaff')}{' '}
        <Link to={forCitizens ? SHELL_ROUTES.login : CITIZEN_SIGN_IN} state={state}>
          {forCitizens ? t('menu.login.office') : t('menu.login.citizen')}
        </Link>
      </p>
    </section>
  );
}
