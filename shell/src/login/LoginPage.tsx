import { useState, type FormEvent } from 'react';
import { useTranslation } from '@council/i18n';
import { useMutation } from '@council/query';
import { Navigate, useNavigate } from '@council/router';
import { useRole, useSession } from '@council/shared-auth';
import { useScreens } from '@council/site-config';
import { FormField } from '@council/ui';
import { dashboardFor, NO_DASHBOARD } from '../routes/dashboardFor';
import { loginErrorText } from './loginErrorText';

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
  const dashboardOf = (signedInAs: string) => dashboardFor(screens, signedInAs) ?? NO_DASHBOARD;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const signIn = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      login(credentials.email, credentials.password),
    onSuccess: (signedInAs) => navigate(dashboardOf(signedInAs), { replace: true }),
  });

  if (role) return <Navigate to={dashboardOf(role)} replace />;

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

  return (
    <section className="shell-login mx-auto my-5" aria-labelledby="login-title">
      <h1 id="login-title" className="h3 mb-4">
        {t('login.title')}
      </h1>
      <form noValidate onSubmit={submit}>
        <FormField
          id="login-email"
          label={t('login.email')}
          error={fieldErrors.email}
          className="mb-3"
        >
          {(control, invalid) => (
            <input
              {...control}
              type="email"
              autoComplete="username"
              required
              className={`form-control${invalid ? ' is-invalid' : ''}`}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="login-password"
          label={t('login.password')}
          error={fieldErrors.password}
          className="mb-3"
        >
          {(control, invalid) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              required
              className={`form-control${invalid ? ' is-invalid' : ''}`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
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
    </section>
  );
}
