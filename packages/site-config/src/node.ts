// What Node code (the static server, the webpack configs) needs of the site's configuration: no
// React, no DOM. Compiled to dist/ (npm run build -w @council/site-config), where plain Node
// requires it; TypeScript code reads the types from this source.
export { councilFrom, councilNameIn, DEMO_COUNCIL, type CouncilIdentity } from './council';
export { DEFAULT_PORTS } from './defaultPorts';
export { ITEM_PAGES, itemPagePath, type ItemKind } from './itemPages';
export { FEEDS, feedOfList, type Feed } from './feeds';
export { pageTitle } from './pageTitle';
export { parseRemoteEntries, REMOTE_NAMES, type RemoteName } from './remoteEntries';
export {
  checkDeclaration,
  parseRemoteScreens,
  type CheckedScreens,
  type ExtraCheck,
  type Refusal,
} from './screenDeclarations';
export { mergeScreens, type MergedScreens } from './screenTable';
export {
  normalisePath,
  onlyIfPublic,
  publicScreenAt,
  screenAt,
  SCREENS_FILE,
  SHELL_PATHS,
  SHELL_ROUTES,
  type LocalisedText,
  type MenuPlace,
  type RemoteScreens,
  type Screen,
  type ScreenAccess,
  type ScreenDeclaration,
} from './screens';
export type { SentSiteConfig, SiteConfig } from './siteConfigShape';
