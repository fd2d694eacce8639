import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@council/router';
import {
  accountOf,
  dropDraft,
  keepable,
  keepDraft,
  keptDraft,
  onSessionEnded,
  useSession,
  type KeptDraft,
} from '@council/shared-auth';

/** A kept draft on offer to a form, and the ways to answer it (KeptDraftNotice shows them). */
export interface KeptDraftOffer {
  /** A draft from before the session ended is waiting for an answer. */
  offered: boolean;
  /** It had files chosen, which were not kept. */
  filesLeftOut: boolean;
  /** Puts the kept values back into the form and forgets the draft. */
  restore: () => void;
  /** Forgets the draft; the form stays as it is. */
  discard: () => void;
  /** The form's work is saved: a draft still on offer is no longer wanted. */
  forget: () => void;
}

/** Where a form's draft is filed: the page it is on and the form's own name there. */
function useFormKey(form: string): string {
  return `${useLocation().pathname}#${form}`;
}

/** The account of the running session, or null. */
function useAccount(): string | null {
  const token = useSession((state) => state.token);
  return token === null ? null : accountOf(token);
}

/** What the form holds, as it would be kept (files and passwords left out), for comparing. */
const asKept = (values: unknown) => JSON.stringify(keepable(values).kept);

/**
 * Keeps what a form holds when the session ends under its person (it expired, or the API refused
 * its token), in the tab, and offers it back when the same account opens the same form on the
 * same page again. Nothing is kept when nothing was changed, nor after a sign-out of their own.
 *
 * `form` names the form on its page; `values` is what it holds now (files and anything named
 * like a password are never kept); `restore` puts kept values back. `unchanged` is what the form
 * holds before anything is typed, when it does not open that way (it opened on restored values).
 */
export function useKeptDraft<Values>(
  form: string,
  values: Values,
  restore: (kept: Values) => void,
  { unchanged = values }: { unchanged?: Values } = {},
): KeptDraftOffer {
  const key = useFormKey(form);
  const account = useAccount();
  const [offer, setOffer] = useState<KeptDraft<Values> | null>(null);

  // What the form held when it opened: a form left as it was is not "unsaved changes".
  const [opened] = useState(() => asKept(unchanged));
  const latest = useRef({ values, key });
  useEffect(() => {
    latest.current = { values, key };
  });

  useEffect(
    () =>
      onSessionEnded(({ why, account: whose }) => {
        const { values: now, key: where } = latest.current;
        if (why !== 'ended' || whose === null || asKept(now) === opened) return;
        keepDraft(whose, where, now);
      }),
    [opened],
  );

  // Read in an effect, never while rendering: a page the server rendered has no tab storage.
  useEffect(() => {
    setOffer(account === null ? null : keptDraft<Values>(account, key));
  }, [account, key]);

  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });

  const forget = useCallback(() => {
    if (account !== null) dropDraft(account, key);
    setOffer(null);
  }, [account, key]);

  return {
    offered: offer !== null,
    filesLeftOut: offer?.filesLeftOut ?? false,
    restore: () => {
      forget();
      if (offer) restoreRef.current(offer.values);
    },
    discard: forget,
    forget,
  };
}

/**
 * Whether a draft of `form` on this page waits for the signed-in account, for a page that opens
 * the form only on demand (and so opens it to offer the draft). False until mounted in the browser.
 */
export function useDraftWaiting(form: string): boolean {
  const key = useFormKey(form);
  const account = useAccount();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    setWaiting(account !== null && keptDraft(account, key) !== null);
  }, [account, key]);
  return waiting;
}
