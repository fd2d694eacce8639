import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@council/router';
import { onSessionEnded, sessionLife, useSession } from '@council/shared-auth';
import { signInStateFor } from '../login/returnPath';
import { useRenewWhileActive } from './renewWhileActive';
import { warningLeadMs } from './sessionTiming';

// The warning's code and texts: fetched once someone is signed in (readers of the public pages,
// who never see it, do without its bytes), well before it can be due; from then on it shows at
// once, without suspending.
let warningModule: typeof import('./SessionWarning') | undefined;
export function preloadSessionWarning() {
  return import('./SessionWarning').then((loaded) => (warningModule = loaded));
}
/** Long after a page is taken over, long before the earliest warning (a third of a 30 s life). */
const WARNING_PRELOAD_DELAY_MS = 8_000;
const LazySessionWarning = lazy(() =>
  preloadSessionWarning().then(({ SessionWarning }) => ({ default: SessionWarning })),
);

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

  const signedIn = expiresAt !== null;
  useEffect(() => {
    if (!signedIn) return undefined;
    // Not while a rendered page is being taken over: the warning's texts join the shell's
    // catalogue, which renders the frame's texts again, and React then paints the page afresh.
    const timer = setTimeout(() => {
      // Only a head start: when the fetch fails (no network for a moment, or a chunk that timed
      // out), the warning's own lazy import asks again when it is due. Uncaught, the failure was
      // an unhandled rejection: a page error for nothing lost.
      preloadSessionWarning().catch(() => undefined);
    }, WARNING_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);

  if (!warning || expiresAt === null) return null;
  const SessionWarning = warningModule?.SessionWarning ?? LazySessionWarning;
  return (
    <Suspense fallback={null}>
      <SessionWarning endsAt={expiresAt} />
    </Suspense>
  );
}
