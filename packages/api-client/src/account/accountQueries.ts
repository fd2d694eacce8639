import { queryOptions } from '@council/query';
import { accountsApi, type AccountSearch } from '../admin/accounts';
import { myAccountApi } from './myAccount';

/**
 * The reads of accounts, each written once (key and call): one's own account under 'account',
 * which any signed-in role reads, and the console's list under 'admin', like its other lists.
 */
export const accountQueries = {
  /** The signed-in person's own account; a change of it writes its answer here. */
  mine: () => queryOptions({ queryKey: ['account', 'mine'], queryFn: myAccountApi.get }),
  /** Every page and search of the console's accounts list, which its changes mark stale. */
  allAccounts: ['admin', 'accounts'] as const,
  accounts: ({ q = '', page = 1, size }: AccountSearch = {}) =>
    queryOptions({
      queryKey: ['admin', 'accounts', { q: q.trim(), page, size }],
      queryFn: () => accountsApi.list({ q, page, size }),
    }),
};
