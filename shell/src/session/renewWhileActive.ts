import { useEffect, useRef } from 'react';
import { sessionLife, useSession } from '@council/shared-auth';
import { renewRetryMs, renewWindowMs } from './sessionTiming';

// Typing and clicking are work, and so is text that arrives without a key (pasted, dictated,
// filled in by the browser); a page merely open is not.
const ACTIVITY = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Renews the session, without asking, when its person types or clicks in its last two minutes
 * (renewWindowMs): a clerk filling a long tender form is not signed out under their hands. A
 * session left alone still ends at its time. `paused` while the idle warning is open: keys and
 * clicks there answer it (Sign out must not renew first).
 */
export function useRenewWhileActive({ paused = false } = {}) {
  const expiresAt = useSession((state) => state.expiresAt);
  const lifeMs = useSession(sessionLife);
  // When a renewal last came to nothing (no answer), so that the API is not asked at every key.
  const lastFailure = useRef(-Infinity);
  useEffect(() => {
    if (expiresAt === null || paused) return undefined;
    const onActivity = () => {
      const now = Date.now();
      if (expiresAt - now > renewWindowMs(lifeMs)) return;
      if (now - lastFailure.current < renewRetryMs(lifeMs)) return;
      void useSession
        .getState()
        .renew()
        .then((renewed) => {
          if (!renewed) lastFailure.current = Date.now();
        });
    };
    const options = { capture: true, passive: true };
    // Only in effects: the shell's server renders this frame too, and has no window.
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, options);
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, options);
    };
  }, [expiresAt, lifeMs, paused]);
}
