import { useMutation, useQuery, useQueryClient } from '@council/query';
import { accountQueries, myAccountApi, type MyAccount } from '@council/api-client';

// A screen rendered on the server reads each answer for that render (first-screen-render): none
// there is kept from before, though its second pass sees them as stale.
const IN_BROWSER = typeof window !== 'undefined';

/** The signed-in person's own account as the API says it now, or why it is not known. */
export interface MyAccountRead {
  /** undefined while it is read; what the cache kept from before is not shown meanwhile. */
  account: MyAccount | undefined;
  error: Error | null;
}

/**
 * The signed-in person's own account, read again on each visit of a screen that shows it. The
 * answer kept from an earlier visit is not shown while it is read again: it may be another
 * person's, signed in earlier in this tab, or older than a change made elsewhere, and a form
 * filled from it would save it back. Answers the page came with (a screen rendered on the
 * server) are current and are shown at once.
 */
export function useMyAccount(): MyAccountRead {
  const query = useQuery(accountQueries.mine());
  const rereading = IN_BROWSER && query.isFetching && !query.isFetchedAfterMount;
  if (query.isError) return { account: undefined, error: query.error };
  return { account: rereading ? undefined : query.data, error: null };
}

/** Saves a new name and mobile; every screen showing the account then shows the answer. */
export function useChangeMyAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: myAccountApi.update,
    onSuccess: (account) => client.setQueryData(accountQueries.mine().queryKey, account),
  });
}

/** A new password; the API signs out the account's other sessions, this one goes on. */
export function useChangePassword() {
  return useMutation({ mutationFn: myAccountApi.changePassword });
}
