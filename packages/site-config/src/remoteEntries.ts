/** The remotes the shell composes, by their federation names. */
export type RemoteName = 'public_site' | 'admin_console' | 'citizen_portal';

/** In the configuration's order, which is also who keeps a path first claimed by two at once. */
export const REMOTE_NAMES: readonly RemoteName[] = [
  'public_site',
  'admin_console',
  'citizen_portal',
];

/**
 * The remote entry address of every remote in a configuration's `remotes`. Free of shared
 * packages (its own entry point, '@council/site-config/remote-entries'), so the shell can read
 * the addresses before its async boundary.
 */
export function parseRemoteEntries(value: unknown): Record<RemoteName, string> {
  const remotes = (value ?? {}) as Partial<Record<RemoteName, unknown>>;
  for (const name of REMOTE_NAMES) {
    if (typeof remotes[name] !== 'string') {
      throw new Error(`The site configuration has no address for the remote ${name}.`);
    }
  }
  return { ...remotes } as Record<RemoteName, string>;
}
