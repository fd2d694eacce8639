import { MAX_LONG_TEXT, MAX_TEXT, optionalHindiText } from '../http/formValues';

/** A Hindi text of a section's body: its field, its column, its name in messages, its limit. */
export interface HindiTextField {
  field: string;
  column: string;
  label: string;
  /** The English twin's limit. */
  max?: number;
}

/**
 * The column values of the Hindi texts a body sent (issue 19): each checked as its English twin,
 * '' stored as null (cleared). A text the body did not send is left out, so an update keeps
 * what is stored and a new record has null.
 */
export function hindiTextValues(
  read: (field: string) => string | null | undefined,
  fields: readonly HindiTextField[],
): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const { field, column, label, max = MAX_TEXT } of fields) {
    const value = optionalHindiText(read(field), label, max);
    if (value !== undefined) values[column] = value;
  }
  return values;
}

/**
 * The Hindi title and description of a titled section (notices to gallery), by the names of its
 * body's fields; limits as the English: a title's and a long text's.
 */
export const hindiTitleFields = (names: {
  titleHindi: string;
  descriptionHindi: string;
}): HindiTextField[] => [
  { field: names.titleHindi, column: 'title_hindi', label: 'Hindi title' },
  {
    field: names.descriptionHindi,
    column: 'description_hindi',
    label: 'Hindi description',
    max: MAX_LONG_TEXT,
  },
];
