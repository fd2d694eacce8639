import type { AccountRow } from '@council/contract';
import { AccountPaths } from '@council/contract/paths';
import { apiClient } from '@council/shared-auth';
import type { Account, AccountChange, NewStaffAccount, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { accountFromWire, type Received } from '../wire';

/** Which accounts to list: part of an email or a name ('' for all), and the page. */
export interface AccountSearch extends PageRequest {
  q?: string;
}

/** The console's staff accounts page (role admin); shared-auth adds the token. */
export const accountsApi = {
  /** One page of every account (citizens and staff), newest first; `q` narrows by email or name. */
  list: ({ q, ...request }: AccountSearch = {}): Promise<Page<Account>> =>
    getPage(AccountPaths.admin.accounts, accountFromWire, request, { q: q?.trim() || undefined }),
  /** A staff account with no password: the API mails its owner a link that sets one. */
  create: async (account: NewStaffAccount): Promise<Account> => {
    const { mobile, ...rest } = account;
    const body = mobile.trim() === '' ? rest : { ...rest, mobile: mobile.trim() };
    const { data } = await apiClient.post<Received<AccountRow> | null>(
      AccountPaths.admin.accounts,
      body,
    );
    return accountFromWire(data ?? {});
  },
  /** Another role, or disabling and enabling; answers the account as it now is. */
  change: async (id: number, change: AccountChange): Promise<Account> => {
    const { data } = await apiClient.patch<Received<AccountRow> | null>(
      `${AccountPaths.admin.accounts}/${id}`,
      change,
    );
    return accountFromWire(data ?? {});
  },
};
