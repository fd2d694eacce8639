export { renderStandalone, type StandaloneRoute } from './renderStandalone';
