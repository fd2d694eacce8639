import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, SiteConfig } from '@council/site-config';
import { stepwiseLoading } from './stepwiseLoading';

export type Screen = ComponentType<Record<string, string>>;

/**
 * Registration only records the addresses: no remote is fetched until one of its routes is
 * visited. A second registration (start-up, then bootstrap) changes nothing, so a screen whose
 * load has started keeps it.
 */
export function registerSiteRemotes(remotes: SiteConfig['remotes']): void {
  // Plugins are kept by name, so the second registration is a no-op too.
  registerPlugins([stepwiseLoading()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
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

let textsOfArrivedScreen: () => Promise<unknown> = () => Promise.resolve();

/**
 * What every screen waits for once its code has arrived, before it renders: bootstrap sets it to
 * loading the reader's language's catalogues, which the screen's code has just registered, so a
 * screen in Hindi never shows English first. (This module runs before the shell's shared
 * packages may be used, so it is handed the work rather than importing @council/i18n.) The work
 * failing does not stop the screen, which then shows English texts.
 */
export function awaitBeforeScreens(work: () => Promise<unknown>): void {
  textsOfArrivedScreen = work;
}

/** Loads one exposed screen; a failed load rejects, and a later call tries the network again. */
export async function loadScreen(remote: RemoteName, module: string): Promise<{ default: Screen }> {
  let exposed: { default: Screen } | null;
  try {
    exposed = await loadRemote<{ default: Screen }>(`${remote}/${module.replace(/^\.\//, '')}`);
    if (!exposed?.default) throw new Error(`${remote} does not expose ${module}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  await textsOfArrivedScreen().catch(() => undefined);
  return exposed;
}

const started = new Map<string, Promise<{ default: Screen }>>();

/** Starts loading a screen before anything renders it; its first render takes this load. */
export function startScreen(remote: RemoteName, module: string): void {
  const key = `${remote}/${module}`;
  if (started.has(key)) return;
  const loading = loadScreen(remote, module);
  // A failure is shown when the screen renders and takes the load, not as an unhandled rejection.
  loading.catch(() => undefined);
  started.set(key, loading);
}

/**
 * Settles when every screen started so far has arrived (or failed). Hydration waits for it: a
 * screen's code adds its texts as it arrives, which renders the frame around it again, and a
 * screen still waiting for its code when that happens is painted afresh instead of taken over.
 */
export async function startedScreensArrived(): Promise<void> {
  await Promise.allSettled(started.values());
}

/** The started load of a screen, handed out once (a retry loads anew), else a new load. */
export function takeScreen(remote: RemoteName, module: string): Promise<{ default: Screen }> {
  const key = `${remote}/${module}`;
  const loading = started.get(key);
  started.delete(key);
  return loading ?? loadScreen(remote, module);
}
