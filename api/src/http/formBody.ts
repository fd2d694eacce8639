import type { TObject } from '@sinclair/typebox';
import type { UploadLimits } from '../config';
import { ClientError } from './errors';
import type { Form, FormRules } from './multipartForm';

/**
 * A multipart form read by its contract schema (issue 26, point 1): the schema that the OpenAPI
 * document declares as the operation's requestBody (http/formDocument.ts) says here which parts
 * may be files, how many, how large, and how long each text may be. So the document cannot
 * promise a limit the API does not hold. What a field means (a real date, a known ward, a
 * required photo on create) stays with the route, which reads the checked form.
 */

interface PartSchema {
  type?: string;
  title?: string;
  format?: string;
  maxLength?: number;
  maxItems?: number;
  items?: PartSchema;
  'x-upload'?: 'photo' | 'document';
}

const partsOf = (body: TObject) => body.properties as Record<string, PartSchema>;

/** The file part a property declares (itself, or each item of a repeated one), if any. */
export function filePartOf(part: PartSchema): PartSchema | undefined {
  const single = part.type === 'array' ? part.items : part;
  return single?.format === 'binary' ? single : undefined;
}

/** Bytes a file of that kind may have under the council's settings. */
export function fileBytesOf(kind: PartSchema['x-upload'], limits: UploadLimits): number {
  return kind === 'document' ? limits.documentBytes : limits.imageBytes;
}

/** What readMultipartForm enforces as the bytes arrive, from the form's schema. */
export function formRules(body: TObject, limits: UploadLimits): FormRules {
  const fileFields: string[] = [];
  let maxFiles = 0;
  let maxFileBytes = 0;
  for (const [name, part] of Object.entries(partsOf(body))) {
    const file = filePartOf(part);
    if (!file) continue;
    fileFields.push(name);
    maxFiles += part.type === 'array' ? (part.maxItems ?? 1) : 1;
    maxFileBytes = Math.max(maxFileBytes, fileBytesOf(file['x-upload'], limits));
  }
  return { fileFields, maxFiles, maxFileBytes, body };
}

/**
 * Refuses a text longer than its declared limit, in the words the routes use for it. Measured
 * as sent and in NFC (the Hindi texts are kept in NFC, which can lengthen some letters): a text
 * within the limit either way is within it as stored.
 */
export function checkDeclaredTexts(form: Form, body: TObject): void {
  for (const [name, part] of Object.entries(partsOf(body))) {
    const text = part.type === 'array' ? part.items : part;
    const max = text?.maxLength;
    if (!text || max === undefined || filePartOf(part)) continue;
    for (const { value } of form.texts(name)) {
      const trimmed = value.trim();
      if (Math.max(trimmed.length, trimmed.normalize('NFC').length) > max) {
        throw new ClientError(400, `${text.title ?? name} must have at most ${max} characters.`);
      }
    }
  }
}
