import type { StoredFile } from '@council/api-client';
import { fileOf, isBlank } from './formValues';
import type { FormValues, ValidationContext, ValidationMessage } from './types';

type Check<Entity> = (
  values: FormValues,
  context: ValidationContext<Entity>,
) => ValidationMessage | null;

/** The first failing check's message, as the observed app stops at the first. */
export function firstOf<Entity>(...checks: Check<Entity>[]): Check<Entity> {
  return (values, context) => {
    for (const check of checks) {
      const message = check(values, context);
      if (message) return message;
    }
    return null;
  };
}

/** Any of `names` blank gives `key`. */
export const required =
  <Entity>(names: string[], key: string): Check<Entity> =>
  (values) =>
    names.some((name) => isBlank(values[name])) ? { key } : null;

/** A chosen document that is not a PDF is refused before the upload ('Invalid document file!'). */
export const pdfOnly =
  <Entity>(names: string[]): Check<Entity> =>
  (values) =>
    names.some((name) => {
      const file = fileOf(values[name]);
      return file !== null && file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name);
    })
      ? { key: 'validation.invalidDocument' }
      : null;

/**
 * A document is needed: a newly chosen file, or, when editing, the stored one
 * ('Document file is required!').
 */
export const documentNeeded =
  <Entity>(name: string, stored: (record: Entity) => StoredFile | null): Check<Entity> =>
  (values, { record }) =>
    fileOf(values[name]) || (record && stored(record))
      ? null
      : { key: 'validation.documentRequired' };

/** Nothing to check (the slider). */
export const noChecks =
  <Entity>(): Check<Entity> =>
  () =>
    null;
