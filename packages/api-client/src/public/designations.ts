// Which officials each public page asks for (SPEC.md section 7).

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

export const OFFICIALS_PAGE_DESIGNATIONS: Record<OfficialsGroup, readonly string[]> = {
  wardParshad: ['Ward Parshad'],
  executiveOfficer: ['Executive Officer'],
  chairman: ['Chairman'],
  standingCommittee: ['Standing Committee Members'],
  employees: ['IT', 'Operators', 'Officers', 'Employees'],
};
