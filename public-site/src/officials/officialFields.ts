import type { Official } from '@council/api-client';
import { formatDate, type ReadersText } from '@council/ui';
import type { ReadText } from '../common/bilingual';

export type OfficialColumn =
  'name' | 'designation' | 'fromDate' | 'toDate' | 'mobile' | 'telephone' | 'email';

const present = (value: string) => (value.trim() === '' ? null : value);

/** A value that is the same in every language (a date, a number, an address). */
const plain = (value: string | null): ReadersText | null =>
  value === null ? null : { text: value, lang: undefined };

/** An official's name in the reader's language where the clerk wrote it, else the other one. */
export const officialName = (official: Official, read: ReadText): ReadersText =>
  read({ en: official.name, hi: official.nameHindi });

/**
 * SPEC.md 2: 'Designation (or post remarks)': the remarks name the post more precisely. They are
 * written in English only, so a Hindi page shows the Hindi designation where the clerk wrote one.
 */
export const officialDesignation = (official: Official, read: ReadText): ReadersText =>
  read({
    en: present(official.postRemarks) ?? official.designation,
    hi: official.designationHindi,
  });

/**
 * The text of each column, the name and designation in the reader's language; null where the
 * value is missing (the screen shows N/A).
 */
export function officialField(
  official: Official,
  column: OfficialColumn,
  read: ReadText,
): ReadersText | null {
  const filled = (text: ReadersText) => (text.text.trim() === '' ? null : text);
  switch (column) {
    case 'name':
      return filled(officialName(official, read));
    case 'designation':
      return filled(officialDesignation(official, read));
    case 'fromDate':
      return plain(formatDate(official.fromDate, 'yyyy-MM-dd'));
    case 'toDate':
      return plain(formatDate(official.toDate, 'yyyy-MM-dd'));
    case 'mobile':
      return plain(present(official.mobile));
    case 'telephone':
      return plain(present(official.landline));
    case 'email':
      return plain(present(official.email));
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
