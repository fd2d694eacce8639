import { indiaDate } from '@council/api-client';
import { dateInputOf, textOf } from './formValues';
import type { ColumnDeclaration, FieldDeclaration, FormValues } from './types';

// The optional "show until" date of notices, circulars, office orders, latest news and press
// releases (issue 20): after that day (India time) an item leaves the site's current lists and
// is found in the archive; never deleted by it. One declaration for the five editors.

/** The form's date input, with what leaving it empty does said under it. */
export const showUntilField = <Entity>(): FieldDeclaration<Entity> => ({
  name: 'showUntil',
  kind: 'date',
  hint: 'editor.showUntilHint',
});

/** The list's column: the date, and Archived once it is past. */
export const showUntilColumn = <
  Entity extends { showUntil: string | null },
>(): ColumnDeclaration<Entity> => ({
  name: 'showUntil',
  kind: 'showUntil',
  value: (record) => record.showUntil,
});

/** The stored date as the input holds it ('' for none). */
export const showUntilInput = (record: { showUntil: string | null }): string =>
  dateInputOf(record.showUntil);

/** What the form sends: the date, or '' to keep the item on the site (clears a stored one). */
export const showUntilOf = (values: FormValues): string => textOf(values.showUntil).trim();

/** Past on the council's clock (India time): the item is in the archive, off the lists. */
export function isArchived(showUntil: string | null, now: Date = new Date()): boolean {
  return showUntil !== null && showUntil.slice(0, 10) < indiaDate(now);
}
