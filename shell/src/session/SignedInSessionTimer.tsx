import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSession } from '@council/shared-auth';

const SessionTimer = lazy(() =>
  import('./SessionTimer').then(({ SessionTimer }) => ({ default: SessionTimer })),
);

const noChanges = () => () => undefined;

/**
 * The session timer, fetched only once someone is signed in: readers of the public pages, who
 * never have a session, do without its bytes. Not while a server's page is being taken over
 * (React reads the server's `false` then): the server renders no timer, so the two agree.
 */
export function SignedInSessionTimer() {
  const signedIn = useSession((state) => state.expiresAt !== null);
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!inBrowser || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimer />
    </Suspense>
  );
}
