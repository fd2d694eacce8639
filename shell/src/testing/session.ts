import { act } from '@testing-library/react';
import { useSession, type Role } from '@council/shared-auth';

/** Puts a running session of `role` into the one store, as a sign-in would. */
export function signInAs(role: Role, expiresAt = Date.now() + 60_000): void {
  useSession.setState({ token: `token-of-${role}`, role, expiresAt });
}

/** Ends the session; inside act because mounted screens may re-render on it. */
export function signOut(): void {
  act(() => useSession.getState().logout());
}
