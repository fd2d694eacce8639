import type { ReactNode } from 'react';
import { Navigate } from '@council/router';
import { useRole } from '@council/shared-auth';
import { dashboardOf, type Access } from './routeTable';

/**
 * Public routes are open; admin and user routes need an active session of that role.
 * No session goes to /login; a wrong role goes to that role's own dashboard (DECISIONS.md).
 * An expired session is already gone: the store drops it on load and the session timer at expiry.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const role = useRole();
  if (access === 'public') return children;
  if (!role) return <Navigate to="/login" replace />;
  if (role !== access) return <Navigate to={dashboardOf[role]} replace />;
  return children;
}
