// @council/first-screen-render: what every remote's server bundle does (docs/CONTRACTS.md, "First
// screens rendered on the server"). A remote keeps only its entry, which sets its own public path,
// and the dynamic import of its own page files.
export {
  firstScreenBundle,
  type BundleOptions,
  type FirstScreenBundle,
  type ServerSettings,
} from './firstScreenBundle';
export { renderFirstScreen, type RenderedScreen } from './renderFirstScreen';
export { renderWithAnswers, type AnsweredRender, type ReadPolicy } from './renderWithAnswers';
export { serverScreensOf, type Page, type PageLoader, type ServerScreens } from './serverScreens';
