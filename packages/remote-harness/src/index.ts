export type { ModuleFileLoader } from './declaredRoutes';
export { renderStandalone, type StandaloneRemote, type StandaloneRoute } from './renderStandalone';
