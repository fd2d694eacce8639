import { useRef, useState } from 'react';
import type { Account, Role } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import { showConfirm, showError, showSuccess } from '@council/ui';
import '../i18n/registerAdminConsoleTexts';
import { AdminLayout } from '../layout/AdminLayout';
import { ListState } from '../layout/ListState';
import '../section-editor/SectionEditor.css';
import './StaffAccounts.css';
import { AccountSearchForm } from './AccountSearchForm';
import { AccountsTable, officerButtonId } from './AccountsTable';
import { NewStaffAccountForm } from './NewStaffAccountForm';
import { OfficerDetailsForm } from './OfficerDetailsForm';
import { useAccountSearch, useAccountsPage, useChangeAccount } from './useAccounts';

/**
 * /accounts, 'Accounts': every account (citizens and staff) a page at a time, found by email
 * or name; an admin changes a role, disables or enables an account (each confirmed first), and
 * makes staff accounts. The API refuses what would leave the console without an admin, or an
 * admin without their own rights; its sentence is shown as the editors show theirs.
 */
export default function AccountsPage() {
  const { t } = useTranslation('admin-console');
  const [q, search] = useAccountSearch();
  const list = useAccountsPage(q);
  const changing = useChangeAccount();
  const [adding, setAdding] = useState(false);
  const [officer, setOfficer] = useState<Account | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const busyId = changing.isPending ? (changing.variables?.account.id ?? null) : null;

  const closeForm = () => {
    setAdding(false);
    // The form's buttons are gone: focus goes back to what opened it.
    newButton.current?.focus();
  };

  const who = (account: Account) =>
    account.name ? `${account.name} (${account.email})` : account.email;

  async function changeRole(account: Account, role: Role) {
    const roleName = t(`accounts.roles.${role}`);
    const confirmed = await showConfirm({
      title: t('accounts.confirmRole.title'),
      text: t('accounts.confirmRole.text', { who: who(account), role: roleName }),
      confirm: t('accounts.confirmRole.confirm'),
      cancel: t('accounts.cancel'),
    });
    if (!confirmed) return;
    try {
      await changing.mutateAsync({ account, change: { role } });
    } catch (error) {
      void showError({
        title: t('editor.errorTitle'),
        text: apiErrorMessage(error, t('accounts.changeFailed')),
      });
      return;
    }
    void showSuccess({
      title: t('editor.successTitle'),
      text: t('accounts.done.role', { who: who(account), role: roleName }),
    });
  }

  async function changeActive(account: Account, active: boolean) {
    const texts = active ? 'accounts.confirmEnable' : 'accounts.confirmDisable';
    const confirmed = await showConfirm({
      title: t(`${texts}.title`),
      text: t(`${texts}.text`, { who: who(account) }),
      confirm: t(`${texts}.confirm`),
      cancel: t('accounts.cancel'),
    });
    if (!confirmed) return;
    try {
      await changing.mutateAsync({ account, change: { active } });
    } catch (error) {
      void showError({
        title: t('editor.errorTitle'),
        text: apiErrorMessage(error, t('accounts.changeFailed')),
      });
      return;
    }
    void showSuccess({
      title: t('editor.successTitle'),
      text: t(active ? 'accounts.done.enabled' : 'accounts.done.disabled', { who: who(account) }),
    });
  }

  return (
    <AdminLayout>
      <section className="admin-section">
        <div className="admin-section-head">
          <h1 className="h3 mb-0">{t('accounts.title')}</h1>
          <button
            ref={newButton}
            type="button"
            className="btn btn-primary"
            aria-expanded={adding}
            onClick={() => {
              setOfficer(null);
              setAdding(true);
            }}
          >
            {t('accounts.new.open')}
          </button>
        </div>
        <AccountSearchForm q={q} onSearch={search} />
        <ListState list={list} failedText={t('accounts.loadFailed')} />
        {list.data && (
          <AccountsTable
            page={list.data}
            q={q}
            busyId={busyId}
            onRole={(account, role) => void changeRole(account, role)}
            onActive={(account, active) => void changeActive(account, active)}
            onOfficer={(account) => {
              setAdding(false);
              setOfficer(account);
            }}
          />
        )}
        {officer && (
          <OfficerDetailsForm
            key={officer.id}
            account={officer}
            onClose={() => {
              setOfficer(null);
              // The form's buttons are gone: focus goes back to the row's button.
              document.getElementById(officerButtonId(officer))?.focus();
            }}
          />
        )}
        {adding && (
          <NewStaffAccountForm
            onCreated={() => {
              // The new account comes first (newest first): the whole list is shown.
              search('');
              closeForm();
            }}
            onCancel={closeForm}
          />
        )}
      </section>
    </AdminLayout>
  );
}
