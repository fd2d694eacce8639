import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '@council/router';
import { useRole } from '@council/shared-auth';
import { SHELL_ROUTES, useScreens, type ScreenAccess } from '@council/site-config';
import { signInStateFor } from '../login/returnPath';
import { CITIZEN_SIGN_IN, isCitizensOnly } from '../login/signInFor';
import { dashboardFor, NO_DASHBOARD } from './dashboardFor';

/**
 * Public screens are open; the others need an active session of a role in their access list.
 * No session goes to /login (a citizen's screen to its citizens' sign-in, /login?as=citizen),
 * which returns to the screen after signing in; a wrong role
 * goes to that role's own dashboard (DECISIONS.md).
 * An expired session is already gone: the store drops it on load and the session timer at expiry.
 * A session that ends while its screen is open is the session timer's to see to: it goes to
 * /login itself, with the way back only when the session ended under its person (not after a
 * sign-out), and this guard's own redirect would overtake it.
 */
export function RouteGuard({ access, children }: { access: ScreenAccess; children: ReactNode }) {
  const role = useRole();
  const screens = useScreens();
  const { pathname, search } = useLocation();
  const [openedSignedIn] = useState(role !== null);
  if (access === 'public') return children;
  if (!role) {
    if (openedSignedIn) return null;
    const signIn = isCitizensOnly(access) ? CITIZEN_SIGN_IN : SHELL_ROUTES.login;
    return <Navigate to={signIn} replace state={signInStateFor(`${pathname}${search}`)} />;
  }
  if (!access.includes(role))
    return <Navigate to={dashboardFor(screens, role) ?? NO_DASHBOARD} replace />;
  return children;
}
