import type { FieldDeclaration, FieldValue, FormValues } from './types';

/** The empty form of create mode: '' for text, false for ticks, null for files. */
export function emptyValues<Entity>(fields: FieldDeclaration<Entity>[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    values[field.name] =
      field.kind === 'checkbox'
        ? false
        : field.kind === 'photo' || field.kind === 'document'
          ? null
          : '';
  }
  return values;
}

export const textOf = (value: FieldValue | undefined): string =>
  typeof value === 'string' ? value : '';

/** Trimmed text, or null for an empty input (the drafts' "no value"). */
export function optionalTextOf(value: FieldValue | undefined): string | null {
  const text = textOf(value).trim();
  return text === '' ? null : text;
}

export const fileOf = (value: FieldValue | undefined): File | null =>
  value instanceof File ? value : null;

export const isBlank = (value: FieldValue | undefined): boolean => textOf(value).trim() === '';

/**
 * A text of several lines as typed (its indents and breaks kept), or '' when it holds nothing
 * but blanks: an optional text emptied that way is cleared, as an empty input is.
 */
export const typedTextOf = (value: FieldValue | undefined): string =>
  isBlank(value) ? '' : textOf(value);

/** A stored date ('2024-03-05' or an ISO instant) as a date input holds it. */
export const dateInputOf = (value: string | null): string => (value ? value.slice(0, 10) : '');

/** A stored time ('17:00' or '17:00:00') as a time input holds it. */
export const timeInputOf = (value: string | null): string => (value ? value.slice(0, 5) : '');
