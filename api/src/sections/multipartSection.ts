import type { TObject } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import {
  checkDocument,
  checkImage,
  decodeBase64File,
  type CheckedFile,
} from '../files/checkUpload';
import { formRules } from '../http/formBody';
import { formId } from '../http/formValues';
import { readMultipartForm, type Form } from '../http/multipartForm';
import type { FileChange } from './section';

/**
 * A section's multipart form, all from its contract schema: the document's requestBody, the
 * fields its description names, and the reading of the form (file fields, sizes, text limits).
 */
export function multipartForm(body: TObject) {
  return {
    body: 'multipart' as const,
    formBody: body,
    formFields: Object.keys(body.properties),
    readPayload: (request: FastifyRequest, { limits }: AppContext): Promise<Form> =>
      readMultipartForm(request, formRules(body, limits)),
  };
}

export function formIdOf(field: string) {
  return (form: Form) => formId(form.text(field), field);
}

/**
 * The image of a form on save: a new file, or else a base64 image in the path field, replaces
 * the stored one. Otherwise ('NA', empty, or the stored file's name) the stored image stays
 * on update, and a new record has none: an edit that changes only the text never loses the
 * photo (issue 3, item 2).
 */
export async function imageChange(
  form: Form,
  fileField: string,
  pathField: string,
  context: AppContext,
  label: string,
): Promise<FileChange> {
  const file = form.file(fileField);
  if (file) return { replace: await checkImage(file.content, label, context.limits) };
  const path = form.text(pathField) ?? '';
  if (looksLikeBase64(path)) {
    return { replace: await checkImage(decodeBase64File(path, label), label, context.limits) };
  }
  return 'keep';
}

/** A document from a file part or base64 text; undefined when neither came. */
export async function documentFrom(
  file: Buffer | undefined,
  base64: string | undefined,
  context: AppContext,
  label: string,
): Promise<CheckedFile | undefined> {
  if (file) return checkDocument(file, label, context.limits);
  if (base64 && base64.trim() !== '') {
    return checkDocument(decodeBase64File(base64, label), label, context.limits);
  }
  return undefined;
}

/** Base64 of a real file is long; a file name or 'photo.jpg' is not, and has a dot. */
function looksLikeBase64(value: string): boolean {
  return value.startsWith('data:') || (value.length > 64 && /^[A-Za-z0-9+/=\s]+$/.test(value));
}
