import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@council/router';
import { onSessionEnded, sessionLife, useSession } from '@council/shared-auth';
import { signInStateFor } from '../login/returnPath';
import { useRenewWhileActive } from './renewWhileActive';
import { warningLeadMs } from './sessionTiming';
import { SessionWarning } from './SessionWarning';

/**
 * Whether an idle session's warning is due: from warningLeadMs before its end. Decided in an
 * effect, never while rendering: the shell's server renders this frame too, without it.
 */
function useWarningDue(expiresAt: number | null, leadMs: number): boolean {
  // The end the warning is due for: a renewal (a new end) closes it at once.
  const [dueFor, setDueFor] = useState<number | null>(null);
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = setTimeout(
      () => setDueFor(expiresAt),
      Math.max(0, expiresAt - leadMs - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, leadMs]);
  return expiresAt !== null && dueFor === expiresAt;
}

/**
 * Ends the session when it expires (5 minutes after sign-in, or after its last renewal while its
 * person was at work), warns a minute before when nobody is at work (SessionWarning), checks it
 * on every navigation, and sends every sign-out, wherever it started, to /login: a session that
 * ended under its person with the way back to the page they were on (signInStateFor).
 */
export function SessionTimer() {
  const expiresAt = useSession((state) => state.expiresAt);
  const lifeMs = useSession(sessionLife);
  const warning = useWarningDue(expiresAt, warningLeadMs(lifeMs));
  useRenewWhileActive({ paused: warning });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef(`${pathname}${search}`);
  useEffect(() => {
    here.current = `${pathname}${search}`;
  }, [pathname, search]);

  // Subscribed first, so that a session found expired by the checks below also lands on /login.
  useEffect(
    () =>
      onSessionEnded(({ why }) =>
        navigate('/login', {
          replace: true,
          ...(why === 'ended' && { state: signInStateFor(here.current) }),
        }),
      ),
    [navigate],
  );

  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = setTimeout(
      () => useSession.getState().logout({ why: 'ended' }),
      Math.max(0, expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [expiresAt]);

  useEffect(() => {
    useSession.getState().checkSession();
  }, [pathname]);

  return warning && expiresAt !== null ? <SessionWarning endsAt={expiresAt} /> : null;
}
