import { REMOTE_NAMES, type RemoteName } from './remoteEntries';
import { normalisePath, SHELL_PATHS, type Screen } from './screens';

/** The merged table, and one line for each screen a clash kept out of it. */
export interface MergedScreens {
  screens: Screen[];
  problems: string[];
}

/**
 * Merges the remotes' checked lists into the one table of the site. A remote cannot take a path
 * of the shell's own (/login) or one that another remote holds: the screen is refused with a line
 * to log, and the earlier owner keeps the path. Earlier is earlier in time: whoever held the path
 * in `previous` (the table of the last merge) keeps it while it still declares it, so a redeployed
 * remote cannot take a path over; a path new to both goes to the first in configuration order.
 */
export function mergeScreens(
  lists: Partial<Record<RemoteName, readonly Screen[]>>,
  previous: readonly Screen[] = [],
): MergedScreens {
  const owners = new Map<string, RemoteName>();
  for (const screen of previous) {
    const path = normalisePath(screen.path);
    const stillDeclared = lists[screen.remote]?.some((s) => normalisePath(s.path) === path);
    if (stillDeclared && !owners.has(path)) owners.set(path, screen.remote);
  }
  const shellPaths = new Set(SHELL_PATHS.map(normalisePath));
  const screens: Screen[] = [];
  const problems: string[] = [];
  for (const remote of REMOTE_NAMES) {
    for (const screen of lists[remote] ?? []) {
      const path = normalisePath(screen.path);
      const owner = owners.get(path) ?? remote;
      if (shellPaths.has(path)) {
        problems.push(
          `${remote}: screen ${screen.path} refused: the shell serves that path itself.`,
        );
      } else if (owner !== remote) {
        problems.push(
          `${remote}: screen ${screen.path} refused: ${owner} already serves that path.`,
        );
      } else {
        owners.set(path, remote);
        screens.push({ ...screen, remote });
      }
    }
  }
  return { screens, problems };
}
