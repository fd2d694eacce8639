import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { DEMO_COUNCIL, type CouncilIdentity } from './council';
import { parseRemoteEntries, type RemoteName } from './remoteEntries';

export type { RemoteName };

/** Where the parts of the site live and whose site it is; set per deployment, never baked in. */
export interface SiteConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  council: CouncilIdentity;
}

export function parseSiteConfig(value: unknown): SiteConfig {
  const candidate = value as Partial<SiteConfig> | null;
  if (!candidate || typeof candidate.apiBaseUrl !== 'string' || !candidate.remotes) {
    throw new Error('The site configuration has no apiBaseUrl or remotes.');
  }
  return {
    apiBaseUrl: candidate.apiBaseUrl,
    remotes: parseRemoteEntries(candidate.remotes),
    council: { ...DEMO_COUNCIL, ...candidate.council },
  };
}

interface SiteConfigState {
  council: CouncilIdentity;
}

/**
 * The council's identity for every screen. This package is a Module Federation singleton, so
 * what the shell sets here is what every remote reads.
 */
const useSiteConfigStore = create<SiteConfigState>(() => ({ council: DEMO_COUNCIL }));

export function setSiteConfig(config: Pick<SiteConfig, 'council'>): void {
  useSiteConfigStore.setState({ council: config.council });
}

const currentCouncil = () => useSiteConfigStore.getState().council;

export function useCouncil(): CouncilIdentity {
  // zustand's hook gives a server render the store's first state (the demo council); the one
  // set by setSiteConfig is what the server must render, and what hydration must start from.
  return useSyncExternalStore(useSiteConfigStore.subscribe, currentCouncil, currentCouncil);
}
