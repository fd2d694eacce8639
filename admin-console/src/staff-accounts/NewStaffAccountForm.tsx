import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { normaliseEmail, STAFF_ROLES, type StaffRole } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import {
  AccountInput,
  cleanMobile,
  FormField,
  showError,
  showSuccess,
  useFormProblems,
} from '@council/ui';
import { checkStaffAccount, type StaffAccountValues } from './staffAccountChecks';
import { useCreateStaffAccount } from './useAccounts';

const FIELDS = ['name', 'email', 'mobile'] as const;
const EMPTY: StaffAccountValues = { name: '', email: '', mobile: '' };

interface Props {
  /** Called once the account is made (the list then reloads by itself). */
  onCreated: () => void;
  onCancel: () => void;
}

/**
 * 'New staff account': who, how to reach them, their role. No password: the API mails its
 * owner a link that sets one, so no admin ever knows or types another person's password.
 */
export function NewStaffAccountForm({ onCreated, onCancel }: Props) {
  const { t } = useTranslation('admin-console');
  const prefix = useId();
  const idOf = (field: string) => `${prefix}-${field}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [role, setRole] = useState<StaffRole>(STAFF_ROLES[0]);
  const { problems, passes, forget } = useFormProblems<keyof StaffAccountValues>(idOf);
  const creating = useCreateStaffAccount();

  // The form opens below the list: take the reader there.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const change = (field: keyof StaffAccountValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    forget(field);
  };
  const errorOf = (field: keyof StaffAccountValues) => {
    const problem = problems[field];
    return problem && t(problem.key, problem.values);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passes(checkStaffAccount(values), FIELDS)) return;
    const email = normaliseEmail(values.email);
    try {
      await creating.mutateAsync({
        name: values.name.trim(),
        email,
        mobile: cleanMobile(values.mobile),
        role,
      });
    } catch (error) {
      void showError({
        title: t('editor.errorTitle'),
        text: apiErrorMessage(error, t('accounts.new.failed')),
      });
      return;
    }
    onCreated();
    void showSuccess({
      title: t('editor.successTitle'),
      text: t('accounts.new.created', { email }),
    });
  }

  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-labelledby={idOf('heading')}>
      <h2 id={idOf('heading')} ref={heading} tabIndex={-1} className="h4">
        {t('accounts.new.heading')}
      </h2>
      <p>{t('accounts.new.passwordByMail')}</p>
      <div className="admin-form-grid">
        <AccountInput
          id={idOf('name')}
          label={t('accounts.new.name')}
          value={values.name}
          required
          type="text"
          autoComplete="off"
          error={errorOf('name')}
          onChange={change('name')}
        />
        <AccountInput
          id={idOf('email')}
          label={t('accounts.new.email')}
          value={values.email}
          required
          type="email"
          autoComplete="off"
          error={errorOf('email')}
          onChange={change('email')}
        />
        <AccountInput
          id={idOf('mobile')}
          label={t('accounts.new.mobile')}
          value={values.mobile}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          hint={t('accounts.new.mobileHint')}
          error={errorOf('mobile')}
          onChange={change('mobile')}
        />
        <FormField id={idOf('role')} label={t('accounts.new.role')} required className="mb-3">
          {(control) => (
            <select
              {...control}
              className="form-select"
              value={role}
              onChange={(event) => setRole(event.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((staffRole) => (
                <option key={staffRole} value={staffRole}>
                  {t(`accounts.roles.${staffRole}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-success" disabled={creating.isPending}>
          {creating.isPending ? t('editor.saving') : t('accounts.new.submit')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={creating.isPending}
          onClick={onCancel}
        >
          {t('accounts.new.cancel')}
        </button>
      </div>
    </form>
  );
}
