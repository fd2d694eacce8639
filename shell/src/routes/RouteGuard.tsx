import type { ReactNode } from 'react';
import { Navigate } from '@council/router';
import { useRole } from '@council/shared-auth';
import { useScreens, type ScreenAccess } from '@council/site-config';
import { dashboardFor, NO_DASHBOARD } from './dashboardFor';

/**
 * Public screens are open; the others need an active session of a role in their access list.
 * No session goes to /login; a wrong role goes to that role's own dashboard (DECISIONS.md).
 * An expired session is already gone: the store drops it on load and the session timer at expiry.
 */
export function RouteGuard({ access, children }: { access: ScreenAccess; children: ReactNode }) {
  const role = useRole();
  const screens = useScreens();
  if (access === 'public') return children;
  if (!role) return <Navigate to="/login" replace />;
  if (!access.includes(role))
    return <Navigate to={dashboardFor(screens, role) ?? NO_DASHBOARD} replace />;
  return children;
}
