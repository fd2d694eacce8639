import { useEffect } from 'react';
import { useSession } from '@council/shared-auth';

/** Someone at work in the last this-many ms of their session has it renewed (issue 15). */
export const RENEW_WITHIN_MS = 2 * 60 * 1000;

// Typing and clicking are work; a page merely open is not.
const ACTIVITY = ['keydown', 'pointerdown'] as const;

/**
 * Renews the session, without asking, when its person types or clicks in its last two minutes:
 * a clerk filling a long tender form is not signed out under their hands. A session left alone
 * still ends at its time.
 */
export function useRenewWhileActive() {
  const expiresAt = useSession((state) => state.expiresAt);
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const onActivity = () => {
      if (expiresAt - Date.now() <= RENEW_WITHIN_MS) void useSession.getState().renew();
    };
    const options = { capture: true, passive: true };
    // Only in effects: the shell's server renders this frame too, and has no window.
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, options);
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, options);
    };
  }, [expiresAt]);
}
