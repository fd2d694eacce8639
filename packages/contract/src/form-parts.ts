import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { UploadKind } from './upload-rules';
import { MAX_LONG_TEXT } from './values';

/**
 * The parts a multipart form is built of (issue 26, point 1): each form's body is one TypeBox
 * object of these, in the contract beside its field names. The API reads the form by it (its
 * file fields, how many files, every text's length) and declares it as the operation's
 * `multipart/form-data` requestBody, so what it says and what it checks are one schema.
 * `title` is the field's name in the API's messages.
 */

/** The longest short text a form may send (a title, a name). */
export const MAX_FORM_TEXT = 500;
/** The most bytes one text part may have: a stored image sent back as base64 fits. */
export const MAX_FORM_FIELD_BYTES = 200_000;

/** Text, trimmed, of at most `maxLength` characters; markup is refused. */
export const FormText = (title: string, maxLength: number = MAX_FORM_TEXT) =>
  Type.String({ title, maxLength });
/** A description: text of at most MAX_LONG_TEXT characters. */
export const FormLongText = (title: string) => FormText(title, MAX_LONG_TEXT);
/** A calendar date, yyyy-MM-dd (an ISO date-time is taken too, and its date kept). */
export const FormDate = (title: string) => Type.String({ title, format: 'date' });
/** A time of day, HH:mm (seconds are taken and dropped). */
export const FormTime = (title: string) =>
  Type.String({ title, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$' });
/** A whole number, or empty for none. */
export const FormInteger = (title: string) => Type.String({ title, pattern: '^(-?[0-9]{1,9})?$' });
/** A record's id: 0 or absent for a new record. */
export const FormId = (title: string) =>
  Type.String({ title, pattern: '^[0-9]{1,10}$', description: '0 or absent for a new record.' });
/** A yes/no box: true, on, yes or 1 mean yes, anything else no. */
export const FormFlag = (title: string) =>
  Type.String({ title, maxLength: MAX_FORM_TEXT, examples: ['true', 'false'] });
/**
 * A stored file named back (its name, 'NA') or a new one as base64 text: SPEC.md's forms send
 * either in the same field.
 */
export const FormFileText = (title: string) =>
  Type.String({
    title,
    maxLength: MAX_FORM_FIELD_BYTES,
    description: "The stored file's name or 'NA' (keep it), or a new file as base64.",
  });

/**
 * A file part of a kind of UPLOAD_RULES. Its media types and its size (the council's setting)
 * are the API's to declare: `x-upload` names the kind it reads them from.
 */
export const FilePart = (title: string, kind: UploadKind) =>
  Type.String({ title, format: 'binary', 'x-upload': kind });
/** The same file field repeated, up to `maxItems` parts, taken in the order sent. */
export const FileParts = (title: string, kind: UploadKind, maxItems: number) =>
  Type.Array(FilePart(title, kind), { maxItems });

/** A multipart form's body: its parts by wire name; any other text field is ignored. */
export const FormBody = <Parts extends Record<string, TSchema>>(parts: Parts): TObject<Parts> =>
  Type.Object(parts, { additionalProperties: true });

/** The Hindi title and description of a titled form (issue 19), limited as their English twins. */
export const hindiTitleParts = (names: { titleHindi: string; descriptionHindi: string }) => ({
  [names.titleHindi]: Type.Optional(FormText('Hindi title')),
  [names.descriptionHindi]: Type.Optional(FormLongText('Hindi description')),
});
