export { buildServer, type ServerOptions } from './server';
export { siteConfigFromEnv, originOf, type SiteConfig, type RemoteName } from './siteConfig';
export {
  contentSecurityPolicyDirectives,
  registerSecurityHeaders,
  type AppKind,
} from './securityHeaders';
export { cacheControlFor } from './cachePolicy';
export { embedSiteConfig } from './html';
export { createScreenTable, type ScreenTable } from './screens/screenTable';
