import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import {
  checkDocument,
  checkImage,
  decodeBase64File,
  type CheckedFile,
} from '../files/checkUpload';
import { formId } from '../http/formValues';
import { readMultipartForm, type Form } from '../http/multipartForm';
import type { FileChange } from './section';

/** Reading a section's multipart form: its file fields and how many files it may carry. */
export function formReader(
  fileFields: readonly string[],
  maxFiles: number,
  kind: 'image' | 'document',
) {
  return (request: FastifyRequest, { limits }: AppContext): Promise<Form> =>
    readMultipartForm(request, {
      fileFields,
      maxFiles,
      maxFileBytes: kind === 'image' ? limits.imageBytes : limits.documentBytes,
    });
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
