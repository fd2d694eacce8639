// @council/api-client: the one typed client of the contract. Screens use entities in clean names;
// the wire's names, misspellings included, appear only in src/wire.
export * from './entities';
export * from './wire';
export { publicApi } from './public/publicApi';
export {
  HOME_DESIGNATIONS,
  OFFICIALS_PAGE_DESIGNATIONS,
  type OfficialsGroup,
} from './public/designations';
export { countByStatus, type StatusCount } from './complaintCounts';
