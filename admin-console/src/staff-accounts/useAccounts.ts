import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@council/query';
import {
  accountQueries,
  accountsApi,
  type Account,
  type AccountChange,
  type Page,
} from '@council/api-client';
import { useSearchParams } from '@council/router';
import { usePageParam } from '@council/ui';
import { useLastPageAtMost } from '../section-editor/useSectionRecords';

/**
 * The search the address holds (`?q=ravi`), so that a search can be linked, reloaded and left
 * with Back; a new search starts at its first page.
 */
export function useAccountSearch(): [string, (q: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = useCallback(
    (q: string) =>
      setParams((current) => {
        current.delete('page');
        if (q.trim() === '') current.delete('q');
        else current.set('q', q.trim());
        return current;
      }),
    [setParams],
  );
  return [params.get('q') ?? '', search];
}

/** The page of accounts the address asks for (`?q=&page=`), the one before staying until it comes. */
export function useAccountsPage(q: string) {
  const page = usePageParam();
  const list = useQuery({
    ...accountQueries.accounts({ q, page }),
    placeholderData: keepPreviousData,
  });
  useLastPageAtMost(page, list.isPlaceholderData ? undefined : (list.data as Page<unknown>));
  return list;
}

/** After a change every page and search of the list reads again: roles and states show at once. */
function useListChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: accountQueries.allAccounts });
}

/** Another role, disabling or enabling one account. */
export function useChangeAccount() {
  const changed = useListChanged();
  return useMutation({
    mutationFn: ({ account, change }: { account: Account; change: AccountChange }) =>
      accountsApi.change(account.id, change),
    onSuccess: () => void changed(),
  });
}

/** A new staff account; its owner is mailed the link that sets the password. */
export function useCreateStaffAccount() {
  const changed = useListChanged();
  return useMutation({ mutationFn: accountsApi.create, onSuccess: () => void changed() });
}
