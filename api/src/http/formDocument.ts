import { UPLOAD_RULES } from '@council/contract/upload-rules';
import type { TObject } from '@sinclair/typebox';
import type { UploadLimits } from '../config';
import { fileBytesOf, filePartOf } from './formBody';

/**
 * A multipart route names its form's contract schema in its route schema under this key;
 * @fastify/swagger copies `x-` keys into the operation, and declareFormBodies turns it into the
 * operation's requestBody. The route reads its form by the same schema (http/formBody.ts).
 */
export const FORM_BODY = 'x-form-body';

/** The route schema's part that declares a multipart form: its content type and its body. */
export const formBodySchema = (body: TObject) => ({
  consumes: ['multipart/form-data'],
  [FORM_BODY]: body,
});

type Json = Record<string, unknown>;
interface Operation {
  [FORM_BODY]?: TObject;
  requestBody?: unknown;
}

const MEGABYTE = 1024 * 1024;
const KIND_NAMES = { photo: 'A JPEG, PNG or WebP image', document: 'A PDF document' } as const;

/** One file part as the document says it: binary, its kind in words and its size limit. */
function filePart(part: Json, limits: UploadLimits): Json {
  const { 'x-upload': kind = 'photo', ...rest } = part as Json & {
    'x-upload'?: 'photo' | 'document';
  };
  const bytes = fileBytesOf(kind, limits);
  return {
    ...rest,
    description: [
      typeof rest.description === 'string' ? rest.description : '',
      `${KIND_NAMES[kind]} of at most ${Math.floor((bytes / MEGABYTE) * 10) / 10} MB.`,
    ]
      .filter(Boolean)
      .join(' '),
    'x-max-bytes': bytes,
  };
}

/** The multipart/form-data requestBody of a form schema, under the council's upload limits. */
export function formRequestBody(body: TObject, limits: UploadLimits) {
  // Plain JSON: TypeBox's symbol keys stay behind, and the contract's schema is not changed.
  const schema = JSON.parse(JSON.stringify(body)) as Json & { properties: Record<string, Json> };
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, part] of Object.entries(schema.properties)) {
    const file = filePartOf(part);
    if (!file) continue;
    const kind = (file as { 'x-upload'?: 'photo' | 'document' })['x-upload'] ?? 'photo';
    encoding[name] = { contentType: UPLOAD_RULES[kind].mediaTypes.join(', ') };
    schema.properties[name] =
      part.type === 'array'
        ? { ...part, items: filePart(part.items as Json, limits) }
        : filePart(part, limits);
  }
  return {
    required: true,
    content: { 'multipart/form-data': { schema, encoding } },
  };
}

/** @fastify/swagger's transformObject step: each multipart operation gets its requestBody. */
export function declareFormBodies<D extends { paths?: object }>(
  document: D,
  limits: UploadLimits,
): D {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const body = operation[FORM_BODY];
      if (!body) continue;
      Reflect.deleteProperty(operation, FORM_BODY);
      operation.requestBody = formRequestBody(body, limits);
    }
  }
  return document;
}
