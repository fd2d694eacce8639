import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normaliseEmail, STAFF_ROLES, type StaffRole } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import {
  checkEmail,
  checkMobile,
  checkName,
  FormButtons,
  FormField,
  mobileDigits,
  showError,
  showSuccess,
  TextField,
  useFormFields,
  type Problems,
} from '@council/ui';
import { NO_OFFICER_DETAILS, OfficerFields } from './OfficerFields';
import { useCreateStaffAccount } from './useAccounts';

const FIELDS = ['name', 'email', 'mobile'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Record<Field, string> = { name: '', email: '', mobile: '' };

interface Props {
  /** Called once the account is made (the list then reloads by itself). */
  onCreated: () => void;
  onCancel: () => void;
}

/**
 * 'New staff account': who, how to reach them, their role, and an officer's designation and
 * wards. No password: the API mails its owner a link that sets one, so no admin ever knows or
 * types another person's password.
 */
export function NewStaffAccountForm({ onCreated, onCancel }: Props) {
  const { t } = useTranslation('admin-console');
  const heading = useRef<HTMLHeadingElement>(null);
  const { values, idOf, passes, fieldOf } = useFormFields(EMPTY);
  const [role, setRole] = useState<StaffRole>(STAFF_ROLES[0]);
  const [officer, setOfficer] = useState(NO_OFFICER_DETAILS);
  const [designationError, setDesignationError] = useState<string>();
  const creating = useCreateStaffAccount();

  // The form opens below the list: take the reader there.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Problems<Field> = {
      name: checkName(values.name),
      email: checkEmail(values.email),
      mobile: checkMobile(values.mobile, { required: false }),
    };
    const designation = officer.designation.trim();
    const noDesignation = role === 'officer' && designation === '';
    setDesignationError(noDesignation ? t('accounts.officer.designationRequired') : undefined);
    // The fields above first: `passes` takes the focus to the first of them to fix.
    if (!passes(found, FIELDS)) return;
    if (noDesignation) {
      document.getElementById(idOf('designation'))?.focus();
      return;
    }
    const email = normaliseEmail(values.email);
    try {
      await creating.mutateAsync({
        name: values.name.trim(),
        email,
        mobile: mobileDigits(values.mobile),
        role,
        ...(role === 'officer' && { designation, wardIds: officer.wardIds }),
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
        <TextField
          {...fieldOf('name')}
          label={t('accounts.new.name')}
          required
          type="text"
          autoComplete="off"
        />
        <TextField
          {...fieldOf('email')}
          label={t('accounts.new.email')}
          required
          type="email"
          autoComplete="off"
        />
        <TextField
          {...fieldOf('mobile')}
          label={t('accounts.new.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          hint={t('accounts.new.mobileHint')}
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
      {role === 'officer' && (
        <OfficerFields
          idOf={idOf}
          details={officer}
          designationError={designationError}
          onChange={(details) => {
            if (details.designation !== officer.designation) setDesignationError(undefined);
            setOfficer(details);
          }}
        />
      )}
      <FormButtons
        tone="success"
        submitText={creating.isPending ? t('editor.saving') : t('accounts.new.submit')}
        cancelText={t('accounts.new.cancel')}
        busy={creating.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
