import './i18n/registerAccountTexts';
import { useState, type FormEvent } from 'react';
import { selfServiceApi } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useMutation } from '@council/query';
import { Link } from '@council/router';
import { SHELL_ROUTES } from '@council/site-config';
import {
  allFine,
  checkConfirmation,
  checkEmail,
  checkMobile,
  checkName,
  checkNewPassword,
  FirstScreenForm,
  FormField,
  mobileDigits,
  TextField,
  useProblemText,
} from '@council/ui';
import { AccountNotice } from './AccountNotice';
import { AccountPage } from './AccountPage';
import { NewPasswordFields, type NewPassword } from './NewPasswordFields';
import { RefusalAlert } from './RefusalAlert';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

/** The public site's privacy policy screen (public_site's /privacypolicy). */
export const PRIVACY_POLICY_PATH = '/privacypolicy';

interface Errors {
  name?: string | undefined;
  email?: string | undefined;
  mobile?: string | undefined;
  password?: string | undefined;
  confirmation?: string | undefined;
  privacy?: string | undefined;
}

/**
 * Sign-up for citizens (issue 15): the API makes an account of role user and mails a link to
 * confirm the email. Its answer is the same for an email already in use, and so is this page's.
 */
export function RegisterPage() {
  const { t } = useTranslation('shell');
  const text = useProblemText();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [newPassword, setNewPassword] = useState<NewPassword>({ password: '', confirmation: '' });
  const [acceptsPrivacyPolicy, setAcceptsPrivacyPolicy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { form, checked } = useFocusFirstInvalid();
  const register = useMutation({ mutationFn: selfServiceApi.register });

  if (register.isSuccess) {
    return (
      <AccountPage title={t('account.register.title')}>
        <AccountNotice
          title={t('account.checkEmail')}
          message={t('account.register.sent', { email: register.variables.email })}
          next={<Link to={SHELL_ROUTES.login}>{t('account.signIn')}</Link>}
        />
      </AccountPage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      name: text(checkName(name)),
      email: text(checkEmail(email)),
      mobile: text(checkMobile(mobile, { required: true })),
      password: text(checkNewPassword(newPassword.password)),
      confirmation: text(checkConfirmation(newPassword.password, newPassword.confirmation)),
      privacy: acceptsPrivacyPolicy ? undefined : t('account.errors.privacyRequired'),
    };
    setErrors(found);
    checked();
    register.reset();
    if (!allFine(found)) return;
    register.mutate({
      name: name.trim(),
      email: email.trim(),
      mobile: mobileDigits(mobile),
      password: newPassword.password,
      passwordConfirmation: newPassword.confirmation,
      acceptsPrivacyPolicy,
    });
  };

  return (
    <AccountPage title={t('account.register.title')}>
      <p>{t('account.register.intro')}</p>
      <FirstScreenForm ref={form} onSubmit={submit}>
        <TextField
          id="register-name"
          label={t('account.fields.name')}
          value={name}
          required
          starred={false}
          type="text"
          autoComplete="name"
          error={errors.name}
          onChange={setName}
        />
        <TextField
          id="register-email"
          label={t('account.fields.email')}
          value={email}
          required
          starred={false}
          type="email"
          autoComplete="email"
          error={errors.email}
          onChange={setEmail}
        />
        <TextField
          id="register-mobile"
          label={t('account.fields.mobile')}
          value={mobile}
          required
          starred={false}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          hint={t('account.fields.mobileHint')}
          error={errors.mobile}
          onChange={setMobile}
        />
        <NewPasswordFields
          idPrefix="register"
          label={t('account.fields.password')}
          value={newPassword}
          onChange={setNewPassword}
          errors={errors}
        />
        <FormField
          id="register-privacy"
          label={t('account.register.privacy')}
          labelClassName="form-check-label"
          hint={
            <Link to={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
              {t('account.register.readPrivacy')}
              <span className="visually-hidden"> {t('menu.newWindow')}</span>
            </Link>
          }
          error={errors.privacy}
          className="form-check mb-3"
        >
          {(control, invalid) => (
            <input
              {...control}
              type="checkbox"
              required
              className={`form-check-input${invalid ? ' is-invalid' : ''}`}
              checked={acceptsPrivacyPolicy}
              onChange={(event) => setAcceptsPrivacyPolicy(event.target.checked)}
            />
          )}
        </FormField>
        {register.isError && <RefusalAlert error={register.error} />}
        <button type="submit" className="btn btn-primary w-100" disabled={register.isPending}>
          {t('account.register.submit')}
        </button>
      </FirstScreenForm>
      <p className="mt-3">
        {t('account.register.haveAccount')}{' '}
        <Link to={SHELL_ROUTES.login}>{t('account.signIn')}</Link>
      </p>
    </AccountPage>
  );
}
