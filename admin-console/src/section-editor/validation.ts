import type { StoredFile } from '@council/api-client';
import { fileOf, isBlank } from './formValues';
import type { FieldProblems, FormValues, ValidationContext } from './types';

type Check<Entity> = (values: FormValues, context: ValidationContext<Entity>) => FieldProblems;

/** Every check's problems at once; a field found by two checks keeps the first one's message. */
export function allOf<Entity>(...checks: Check<Entity>[]): Check<Entity> {
  return (values, context) =>
    checks.reduce<FieldProblems>((found, check) => ({ ...check(values, context), ...found }), {});
}

/** Each of `names` left blank gets `key` beside it (SPEC.md's message may name several). */
export const required =
  <Entity>(names: string[], key: string): Check<Entity> =>
  (values) =>
    Object.fromEntries(
      names.filter((name) => isBlank(values[name])).map((name) => [name, { key }]),
    );

/**
 * A file is needed: a newly chosen one, or, when editing, the stored one ('Document file is
 * required!' by default).
 */
export const fileNeeded =
  <Entity>(
    name: string,
    stored: (record: Entity) => StoredFile | null,
    key = 'validation.documentRequired',
  ): Check<Entity> =>
  (values, { record }) =>
    fileOf(values[name]) || (record && stored(record)) ? {} : { [name]: { key } };

/** Nothing to check (the slider). */
export const noChecks =
  <Entity>(): Check<Entity> =>
  () => ({});
