import { useTranslation } from '@council/i18n';
import { MIN_PASSWORD_LENGTH } from '@council/contract/account-rules';
import { FormField } from '@council/ui';

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
      <FormField
        id={`${idPrefix}-password`}
        label={label}
        hint={t('account.fields.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        error={errors.password}
        className="mb-3"
      >
        {(control, invalid) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            value={value.password}
            onChange={(event) => onChange({ ...value, password: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-confirmation`}
        label={t('account.fields.confirmation')}
        error={errors.confirmation}
        className="mb-3"
      >
        {(control, invalid) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            value={value.confirmation}
            onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}
