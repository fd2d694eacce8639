export {
  councilFrom,
  councilNameIn,
  DEMO_COUNCIL,
  type CouncilIdentity,
  type Link,
  type LookupChoice,
  type SocialLink,
} from './council';
export {
  parseSiteConfig,
  setSiteConfig,
  useCouncil,
  useScreens,
  type RemoteName,
  type SiteConfig,
} from './siteConfig';
export { loadSiteConfig } from './loadSiteConfig';
export { ITEM_PAGES, itemPagePath, type ItemKind } from './itemPages';
export { FEEDS, feedOfList, type Feed } from './feeds';
export { localise } from './localise';
export { pageTitle } from './pageTitle';
export {
  ScreenPageNoteProvider,
  useScreenPage,
  type ScreenPageFacts,
  type ScreenPageNote,
} from './screenPage';
export {
  ScreenTitleNoteProvider,
  useScreenTitle,
  useTitleFromScreen,
  type ScreenTitleNote,
} from './screenTitle';
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
export { menuLinksOf, screensOwnedBy, type MenuLink, type ScreensFile } from './screensFile';
