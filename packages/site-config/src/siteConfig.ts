import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { councilFrom, DEMO_COUNCIL, type CouncilIdentity } from './council';
import { parseRemoteEntries, type RemoteName } from './remoteEntries';
import type { Screen } from './screens';
import type { SentSiteConfig, SiteConfig } from './siteConfigShape';

export type { RemoteName, SentSiteConfig, SiteConfig };

export function parseSiteConfig(value: unknown): SiteConfig {
  const candidate = value as Partial<SentSiteConfig> | null;
  if (!candidate || typeof candidate.apiBaseUrl !== 'string' || !candidate.remotes) {
    throw new Error('The site configuration has no apiBaseUrl or remotes.');
  }
  return {
    apiBaseUrl: candidate.apiBaseUrl,
    remotes: parseRemoteEntries(candidate.remotes),
    council: councilFrom(candidate.council),
    screens: Array.isArray(candidate.screens) ? candidate.screens : [],
  };
}

interface SiteConfigState {
  council: CouncilIdentity;
  screens: Screen[];
}

/**
 * The council's identity for every screen. This package is a Module Federation singleton, so
 * what the shell sets here is what every remote reads.
 */
const siteConfigStore = createStore<SiteConfigState>(() => ({
  council: DEMO_COUNCIL,
  screens: [],
}));

/** Sets the council and, when given, the merged table of screens. */
export function setSiteConfig(
  config: Pick<SiteConfig, 'council'> & Partial<Pick<SiteConfig, 'screens'>>,
): void {
  siteConfigStore.setState({
    council: config.council,
    ...(config.screens ? { screens: config.screens } : {}),
  });
}

const currentCouncil = () => siteConfigStore.getState().council;

export function useCouncil(): CouncilIdentity {
  // Not zustand's hook, which gives a server render the store's first state (the demo council):
  // the one set by setSiteConfig is what the server must render and hydration must start from.
  return useSyncExternalStore(siteConfigStore.subscribe, currentCouncil, currentCouncil);
}

const currentScreens = () => siteConfigStore.getState().screens;

/** The merged table of screens: the shell's routes, menus and titles read it. */
export function useScreens(): Screen[] {
  return useSyncExternalStore(siteConfigStore.subscribe, currentScreens, currentScreens);
}
