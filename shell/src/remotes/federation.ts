import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, SiteConfig } from '@council/site-config';

export type Screen = ComponentType<Record<string, string>>;

/** Registration only records the addresses: no remote is fetched until one of its routes is visited. */
export function registerSiteRemotes(remotes: SiteConfig['remotes']): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} part of the site could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads one exposed screen; a failed load rejects, and a later call tries the network again. */
export async function loadScreen(remote: RemoteName, module: string): Promise<{ default: Screen }> {
  try {
    const exposed = await loadRemote<{ default: Screen }>(
      `${remote}/${module.replace(/^\.\//, '')}`,
    );
    if (!exposed?.default) throw new Error(`${remote} does not expose ${module}`);
    return exposed;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
