import { useTranslation } from '@council/i18n';
import { MIN_PASSWORD_LENGTH } from '@council/contract/account-rules';
import { TextField } from '@council/ui';

export interface NewPassword {
  password: string;
  confirmation: string;
}

interface NewPasswordFieldsProps {
  /** Prefix of the controls' ids ('register' gives register-password, register-confirmation). */
  idPrefix: string;
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: { password?: string | undefined; confirmation?: string | undefined };
  /** The first field's label: 'Password' on sign-up, 'New password' on a reset. */
  label: string;
}

/**
 * A new password and its confirmation, as sign-up and a reset ask for them: marked as new, so
 * that a password manager offers to make one up and to keep it.
 */
export function NewPasswordFields({
  idPrefix,
  value,
  onChange,
  errors,
  label,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={label}
        value={value.password}
        required
        starred={false}
        type="password"
        autoComplete="new-password"
        hint={t('account.fields.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        error={errors.password}
        onChange={(password) => onChange({ ...value, password })}
      />
      <TextField
        id={`${idPrefix}-confirmation`}
        label={t('account.fields.confirmation')}
        value={value.confirmation}
        required
        starred={false}
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        onChange={(confirmation) => onChange({ ...value, confirmation })}
      />
    </>
  );
}
