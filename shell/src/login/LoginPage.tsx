import { useState, type FormEvent } from 'react';
import { useTranslation } from '@council/i18n';
import { Navigate, useNavigate } from '@council/router';
import { useRole, useSession } from '@council/shared-auth';
import { useScreens } from '@council/site-config';
import { dashboardFor, NO_DASHBOARD } from '../routes/dashboardFor';
import { LoginField } from './LoginField';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (role) return <Navigate to={dashboardOf(role)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(email.trim() ? {} : { email: t('login.emailRequired') }),
      ...(password ? {} : { password: t('login.passwordRequired') }),
    };
    setFieldErrors(errors);
    setFailure(null);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const signedInAs = await login(email.trim(), password);
      navigate(dashboardOf(signedInAs), { replace: true });
    } catch (error) {
      setFailure(loginErrorText(error, t));
      setBusy(false);
    }
  };

  return (
    <section className="shell-login mx-auto my-5" aria-labelledby="login-title">
      <h1 id="login-title" className="h3 mb-4">
        {t('login.title')}
      </h1>
      <form noValidate onSubmit={submit}>
        <LoginField
          id="login-email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={fieldErrors.email}
        />
        <LoginField
          id="login-password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        {failure && (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        )}
        <button type="submit" className="btn btn-primary w-100" disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
    </section>
  );
}
