// The grievance desk (issue 16): staff act on complaints, citizens follow theirs, anyone tracks.
export * from './entities';
export { deskApi, type Resolution } from './deskApi';
export { citizenComplaintApi } from './citizenComplaintApi';
export { publicGrievanceApi } from './publicGrievanceApi';
export { grievanceSettingsApi } from './grievanceSettingsApi';
export { grievanceQueries } from './queries';
export { eventFromWire, filesOf, trackedComplaintFromWire } from './mappers';
