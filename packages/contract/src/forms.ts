/**
 * The text fields of a multipart form whose names are the values of Fields, less the file
 * parts: what a client fills in. Typed so that a field the contract renames or drops is an
 * error where the form is built.
 */
export type FormTexts<
  Fields extends Record<string, string>,
  Files extends keyof Fields = never,
  Value = string | number | boolean | null,
> = Record<Fields[Exclude<keyof Fields, Files>], Value>;

/** One line for the OpenAPI description of a multipart route: every field it reads. */
export const describeForm = (fields: Record<string, string> | readonly string[]): string =>
  `Multipart form fields: ${(Array.isArray(fields) ? fields : Object.values(fields)).join(', ')}.`;
