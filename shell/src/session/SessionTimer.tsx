import { useEffect } from 'react';
import { useLocation, useNavigate } from '@council/router';
import { onSignedOut, useSession } from '@council/shared-auth';
import { useRenewWhileActive } from './renewWhileActive';

/**
 * Ends the session when it expires (5 minutes after sign-in, or after its last renewal while its
 * person was at work), checks it on every navigation, and sends every sign-out, wherever it
 * started, to /login.
 */
export function SessionTimer() {
  const expiresAt = useSession((state) => state.expiresAt);
  useRenewWhileActive();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Subscribed first, so that a session found expired by the checks below also lands on /login.
  useEffect(() => onSignedOut(() => navigate('/login', { replace: true })), [navigate]);

  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = setTimeout(
      () => useSession.getState().logout(),
      Math.max(0, expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [expiresAt]);

  useEffect(() => {
    useSession.getState().checkSession();
  }, [pathname]);

  return null;
}
