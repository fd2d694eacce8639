import type { CouncilIdentity } from './council';
import type { RemoteName } from './remoteEntries';
import type { Screen } from './screens';

/** Where the parts of the site live, whose site it is and its screens; set per deployment. */
export interface SiteConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  council: CouncilIdentity;
  /** The merged table of every remote's screens (docs/CONTRACTS.md, "Adding a screen"). */
  screens: Screen[];
}

/**
 * The configuration as the shell's server sends it (in the page and at /config.json): the
 * council's identity only where the deployment configures one (COUNCIL_CONFIG), the browser
 * filling the rest from the demo council.
 */
export type SentSiteConfig = Omit<SiteConfig, 'council'> & {
  council?: Partial<CouncilIdentity>;
};
