// Which officials each public page asks for, by the designations the API stores
// (GET /api/Public/minister-officer-employee-by-designations, SPEC.md section 7).

/** The officials of the home page (home=Yes). */
export const HOME_DESIGNATIONS = [
  'Chief Minister',
  'Minister',
  'Principal Secretary',
  'Chairman',
  'Vice Chairman',
  'Executive Officer',
] as const;

export type OfficialsGroup =
  'wardParshad' | 'executiveOfficer' | 'chairman' | 'standingCommittee' | 'employees';

/** The officials of each officials page (home=All). */
export const OFFICIALS_PAGE_DESIGNATIONS: Record<OfficialsGroup, readonly string[]> = {
  wardParshad: ['Ward Parshad'],
  executiveOfficer: ['Executive Officer'],
  chairman: ['Chairman'],
  standingCommittee: ['Standing Committee Members'],
  employees: ['IT', 'Operators', 'Officers', 'Employees'],
};
