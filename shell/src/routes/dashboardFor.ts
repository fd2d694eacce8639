import type { Screen } from '@council/site-config';

/**
 * Where a role starts after signing in, and where its visit to another role's screen lands:
 * the screen declared as a dashboard that this role may open.
 */
export function dashboardFor(screens: readonly Screen[], role: string): string | undefined {
  return screens.find(
    (screen) => screen.dashboard && screen.access !== 'public' && screen.access.includes(role),
  )?.path;
}

/** A signed-in role with no dashboard of its own (none declared yet) starts on the public home. */
export const NO_DASHBOARD = '/';
