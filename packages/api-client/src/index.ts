// @council/api-client: the one typed client of the contract. Screens use entities in clean names;
// the wire's names, misspellings included, appear only in src/wire.
export * from './entities';
export * from './wire';
export * as publicApi from './public/publicApi';
export * as publicQueries from './public/queries';
export { userQueries } from './user/queries';
export { adminQueries } from './admin/queries';
export { seedFirstScreenAnswers } from './firstScreenAnswers';
export { createQueryClient, httpStatus } from './queryClient';
export * from './admin';
// The designations of the public pages are the contract's (plain data, no schemas); screens take
// them from here.
export {
  HOME_DESIGNATIONS,
  OFFICIALS_PAGE_DESIGNATIONS,
  type OfficialsGroup,
} from '@council/contract/designations';
export type { StatusCount } from './complaintCounts';
export { userApi, type UploadOptions } from './user/userApi';
export * as selfServiceApi from './account/selfService';
export { COMPLAINT_FILTERS, type ComplaintFilter } from './user/complaintFilters';
export {
  NEW_COMPLAINT_FIELDS,
  NEW_COMPLAINT_IMAGE_FIELDS,
  newComplaintForm,
  type NewComplaint,
  type NewComplaintImages,
} from './user/newComplaintForm';
export type { PageRequest } from './paged';
// Accounts (issue 15): one's own account, and the console's accounts page.
export { accountQueries } from './account/accountQueries';
export { myAccountApi } from './account/myAccount';
export { accountsApi, type AccountSearch } from './admin/accounts';
// The rules of an account (plain data, no schemas), which the forms check before the API does.
export {
  isEmail,
  isIndianMobile,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  normaliseEmail,
  ROLES,
  STAFF_ROLES,
  type Role,
} from '@council/contract/account-rules';
// The grievance desk (issue 16), and the rules of a complaint's life that its screens follow.
export * from './grievances';
export {
  allowedActions,
  COMPLAINT_LIFE_STATUSES,
  complaintNumber,
  indiaDate,
  isOverdue,
  MAX_COMMENT_LENGTH,
  MAX_DAYS_TO_RESOLVE,
  MAX_RATING,
  MAX_REOPENS,
  MIN_DAYS_TO_RESOLVE,
  MIN_RATING,
  REOPEN_WINDOW_DAYS,
  type ComplaintAction,
  type ComplaintEventKind,
  type ComplaintStatus,
} from '@council/contract/complaint-rules';
// Readers' messages (issue 20): the contact form and the console's inbox.
export * from './feedback';
// The website policies and help pages (issue 20).
export * from './policies';
