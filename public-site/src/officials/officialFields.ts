import type { Official } from '@council/api-client';
import { formatDate } from '@council/ui';

export type OfficialColumn =
  'name' | 'designation' | 'fromDate' | 'toDate' | 'mobile' | 'telephone' | 'email';

/** The text of each column; null where the value is missing (the screen shows N/A). */
export function officialField(official: Official, column: OfficialColumn): string | null {
  const present = (value: string) => (value.trim() === '' ? null : value);
  switch (column) {
    case 'name':
      return present(official.name);
    case 'designation':
      // SPEC.md 2: 'Designation (or post remarks)': the remarks name the post more precisely.
      return present(official.postRemarks) ?? present(official.designation);
    case 'fromDate':
      return formatDate(official.fromDate, 'yyyy-MM-dd');
    case 'toDate':
      return formatDate(official.toDate, 'yyyy-MM-dd');
    case 'mobile':
      return present(official.mobile);
    case 'telephone':
      return present(official.landline);
    case 'email':
      return present(official.email);
  }
}

export const OFFICIAL_COLUMNS: OfficialColumn[] = [
  'name',
  'designation',
  'fromDate',
  'toDate',
  'mobile',
  'telephone',
  'email',
];
