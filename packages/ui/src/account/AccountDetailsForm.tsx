import type { FormEvent } from 'react';
import type { MyAccount } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import '../i18n/registerUiTexts';
import { TextField } from '../form/TextField';
import { showError, showSuccess } from '../popups/popups';
import { checkMobile, checkName, mobileDigits, type Problems } from './accountChecks';
import { AccountLoad } from './AccountLoad';
import { useFormFields } from './useFormFields';
import { useChangeMyAccount } from './useMyAccount';
import './MyAccount.css';

const FIELDS = ['name', 'mobile'] as const;
type Field = (typeof FIELDS)[number];

/**
 * My account's details: the email (how one signs in) and the role shown, the name and the
 * mobile number to change. Checks the API's rules first, then the API's refusal or success is
 * said in a popup, as in the admin editors.
 */
export function AccountDetailsForm() {
  return <AccountLoad>{(account) => <DetailsForm account={account} />}</AccountLoad>;
}

function DetailsForm({ account }: { account: MyAccount }) {
  const { t } = useTranslation('ui');
  const { values, setValues, idOf, passes, fieldOf } = useFormFields<Field>({
    name: account.name,
    mobile: account.mobile,
  });
  const saving = useChangeMyAccount();
  const citizen = account.role === 'user';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Problems<Field> = {
      name: checkName(values.name),
      mobile: checkMobile(values.mobile, { required: citizen }),
    };
    if (!passes(found, FIELDS)) return;
    try {
      const saved = await saving.mutateAsync({
        name: values.name.trim(),
        mobile: mobileDigits(values.mobile),
      });
      setValues({ name: saved.name, mobile: saved.mobile });
    } catch (error) {
      void showError({
        title: t('account.errorTitle'),
        text: apiErrorMessage(error, t('account.details.failed')),
      });
      return;
    }
    void showSuccess({ title: t('account.successTitle'), text: t('account.details.saved') });
  }

  return (
    <section className="council-account-section">
      <h2 id={idOf('heading')} className="h4">
        {t('account.details.heading')}
      </h2>
      <dl className="council-account-facts">
        <dt>{t('account.details.email')}</dt>
        <dd>
          {account.email}{' '}
          {!account.emailVerified && (
            <span className="badge text-bg-warning">{t('account.details.notConfirmed')}</span>
          )}
        </dd>
        <dt>{t('account.details.role')}</dt>
        <dd>{t(`account.roles.${account.role}`)}</dd>
      </dl>
      <p className="form-text mt-0">{t('account.details.emailFixed')}</p>
      <form noValidate onSubmit={submit} aria-labelledby={idOf('heading')}>
        <TextField
          {...fieldOf('name')}
          label={t('account.details.name')}
          required
          type="text"
          autoComplete="name"
        />
        <TextField
          {...fieldOf('mobile')}
          label={t('account.details.mobile')}
          required={citizen}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={t(citizen ? 'account.details.mobileHint' : 'account.details.mobileHintStaff')}
        />
        <button type="submit" className="btn btn-primary" disabled={saving.isPending}>
          {saving.isPending ? t('account.saving') : t('account.details.save')}
        </button>
      </form>
    </section>
  );
}
