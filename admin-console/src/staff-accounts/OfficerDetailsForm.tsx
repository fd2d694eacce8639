import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Account } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import { FormButtons, showError, showSuccess } from '@council/ui';
import { OfficerFields, type OfficerDetails } from './OfficerFields';
import { useChangeAccount } from './useAccounts';

interface Props {
  account: Account;
  /** Called once saved, or on Cancel: the page closes the form and gives the focus back. */
  onClose: () => void;
}

/** A row's "Officer details": the officer's designation and wards, changed together. */
export function OfficerDetailsForm({ account, onClose }: Props) {
  const { t } = useTranslation('admin-console');
  const prefix = useId();
  const idOf = (name: string) => `${prefix}-${name}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [details, setDetails] = useState<OfficerDetails>({
    designation: account.designation,
    wardIds: account.wards.map((ward) => ward.id),
  });
  const [designationError, setDesignationError] = useState<string>();
  const changing = useChangeAccount();
  const who = account.name ? `${account.name} (${account.email})` : account.email;

  // The form opens below the list: take the reader there.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const designation = details.designation.trim();
    if (designation === '') {
      setDesignationError(t('accounts.officer.designationRequired'));
      document.getElementById(idOf('designation'))?.focus();
      return;
    }
    try {
      await changing.mutateAsync({ account, change: { designation, wardIds: details.wardIds } });
    } catch (error) {
      void showError({
        title: t('editor.errorTitle'),
        text: apiErrorMessage(error, t('accounts.changeFailed')),
      });
      return;
    }
    onClose();
    void showSuccess({
      title: t('editor.successTitle'),
      text: t('accounts.officer.saved', { who }),
    });
  }

  return (
    <form
      className="admin-form mt-3"
      noValidate
      onSubmit={submit}
      aria-labelledby={idOf('heading')}
    >
      <h2 id={idOf('heading')} ref={heading} tabIndex={-1} className="h4">
        {t('accounts.officer.heading', { who })}
      </h2>
      <OfficerFields
        idOf={idOf}
        details={details}
        designationError={designationError}
        onChange={(changed) => {
          if (changed.designation !== details.designation) setDesignationError(undefined);
          setDetails(changed);
        }}
      />
      <FormButtons
        tone="success"
        submitText={changing.isPending ? t('editor.saving') : t('accounts.officer.save')}
        cancelText={t('accounts.new.cancel')}
        busy={changing.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
