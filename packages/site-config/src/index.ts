export { DEMO_COUNCIL, type CouncilIdentity, type Link, type SocialLink } from './council';
export {
  parseSiteConfig,
  setSiteConfig,
  useCouncil,
  type RemoteName,
  type SiteConfig,
} from './siteConfig';
export { loadSiteConfig } from './loadSiteConfig';
