import { ROLES, type Account, type Page, type Role } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { DataTable, formatDate, type TableColumn } from '@council/ui';

interface Props {
  page: Page<Account>;
  /** The search the rows answer ('' for every account), for the empty text. */
  q: string;
  /** The account whose change is on its way: its controls wait. */
  busyId: number | null;
  onRole: (account: Account, role: Role) => void;
  onActive: (account: Account, active: boolean) => void;
  /** Opens an officer's designation and wards for editing. */
  onOfficer: (account: Account) => void;
}

/** The id of a row's "Officer details" button, where the focus returns when its form closes. */
export const officerButtonId = (account: Account) => `admin-officer-details-${account.id}`;

/**
 * The accounts of one page in the console's one table: who, how to reach them, their role (a
 * select that changes it), whether they may sign in, and since when; Disable or Enable per row.
 */
export function AccountsTable({ page, q, busyId, onRole, onActive, onOfficer }: Props) {
  const { t } = useTranslation('admin-console');
  // Names may repeat; the email says which account a control is for.
  const who = (account: Account) =>
    account.name ? `${account.name} (${account.email})` : account.email;
  // An officer's post and wards under their role, in words.
  const officerSummary = (account: Account) =>
    [
      account.designation || t('accounts.officer.noDesignation'),
      account.wards.length === 0
        ? t('accounts.officer.noWards')
        : t('accounts.officer.wardList', {
            wards: account.wards.map((ward) => ward.number).join(', '),
          }),
    ].join('; ');
  const columns: TableColumn<Account>[] = [
    { key: 'name', header: t('accounts.columns.name'), cell: (account) => account.name },
    { key: 'email', header: t('accounts.columns.email'), cell: (account) => account.email },
    {
      key: 'mobile',
      header: t('accounts.columns.mobile'),
      cell: (account) => account.mobile || t('editor.notAvailable'),
    },
    {
      key: 'role',
      header: t('accounts.columns.role'),
      cell: (account) => (
        <>
          <select
            className="form-select form-select-sm"
            aria-label={t('accounts.roleOf', { who: who(account) })}
            value={account.role}
            disabled={busyId === account.id}
            onChange={(event) => onRole(account, event.target.value as Role)}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`accounts.roles.${role}`)}
              </option>
            ))}
          </select>
          {account.role === 'officer' && (
            <p className="small mb-0 mt-1">{officerSummary(account)}</p>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('accounts.columns.status'),
      cell: (account) => (
        <>
          <span className={account.active ? 'badge text-bg-success' : 'badge text-bg-secondary'}>
            {t(account.active ? 'accounts.active' : 'accounts.disabled')}
          </span>
          {!account.emailVerified && (
            <span className="badge text-bg-warning ms-1">{t('accounts.notConfirmed')}</span>
          )}
        </>
      ),
    },
    {
      key: 'created',
      header: t('accounts.columns.created'),
      cell: (account) => formatDate(account.createdAt, 'MMM d, y') ?? t('editor.notAvailable'),
    },
    {
      key: 'actions',
      header: t('editor.actions'),
      className: 'admin-actions',
      cell: (account) => (
        <>
          {account.role === 'officer' && (
            <button
              id={officerButtonId(account)}
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={busyId === account.id}
              aria-label={t('accounts.officer.editWho', { who: who(account) })}
              onClick={() => onOfficer(account)}
            >
              {t('accounts.officer.edit')}
            </button>
          )}
          <button
            type="button"
            className={account.active ? 'btn btn-sm btn-danger' : 'btn btn-sm btn-success'}
            disabled={busyId === account.id}
            aria-label={t(account.active ? 'accounts.disableWho' : 'accounts.enableWho', {
              who: who(account),
            })}
            onClick={() => onActive(account, !account.active)}
          >
            {t(account.active ? 'accounts.disable' : 'accounts.enable')}
          </button>
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('accounts.caption')}
      columns={columns}
      rows={page.items}
      paging={{ page: page.page, size: page.size, total: page.total, list: t('accounts.list') }}
      empty={
        <p className="admin-empty">{q ? t('accounts.noMatch', { q }) : t('accounts.empty')}</p>
      }
      wrapClassName="admin-table-wrap"
    />
  );
}
