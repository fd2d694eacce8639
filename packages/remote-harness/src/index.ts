export { declaredRoutes, type ModuleFileLoader } from './declaredRoutes';
export { renderStandalone, type StandaloneRoute } from './renderStandalone';
