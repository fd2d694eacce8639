import type { MultipartFile } from '@fastify/multipart';
import { MAX_FORM_FIELD_BYTES } from '@council/contract';
import type { TObject } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ClientError, FILE_TOO_LARGE } from './errors';
import { checkDeclaredTexts } from './formBody';
import { boundaryOf, UnnamedPartWatch } from './unnamedParts';

/** A file part of a form, buffered; its declared name and type are never trusted. */
export interface FormFile {
  field: string;
  fileName: string;
  content: Buffer;
  /** Where the part came in the form, counting every part. */
  position: number;
}

/** A text value with where it came in the form. */
export interface FormText {
  value: string;
  position: number;
}

/** A multipart form as read: text fields by exact wire name, and the file parts in order. */
export class Form {
  constructor(
    private readonly fields: ReadonlyMap<string, readonly FormText[]>,
    readonly files: readonly FormFile[],
  ) {}

  /** The value of a text field (the first, if sent more than once), trimmed. */
  text(name: string): string | undefined {
    return this.fields.get(name)?.[0]?.value.trim();
  }

  /** Every value of a repeatable text field, in the order sent. */
  texts(name: string): FormText[] {
    return [...(this.fields.get(name) ?? [])];
  }

  file(field: string): FormFile | undefined {
    return this.files.find((file) => file.field === field);
  }
}

export interface FormRules {
  /** The only file fields the form may carry, e.g. ['PhotoPath'] or ['file']. */
  fileFields: readonly string[];
  /** The most file parts in one form. */
  maxFiles: number;
  /** The largest single file, in bytes (each field's own limit is checked later). */
  maxFileBytes: number;
  /** The form's contract schema, whose text limits are checked once the form is read. */
  body?: TObject;
}

// Beyond these a form is not one of ours: refuse it before buffering more.
const TEXT_LIMITS = {
  fields: 60,
  fieldNameSize: 100,
  fieldSize: MAX_FORM_FIELD_BYTES,
  parts: 80,
  headerPairs: 100,
};
const FIELD_NAME = /^[A-Za-z][\w.]{0,99}$/;

/** Reads a whole multipart form, applying the limits as the bytes arrive. */
export async function readMultipartForm(request: FastifyRequest, rules: FormRules): Promise<Form> {
  if (!request.isMultipart()) {
    throw new ClientError(415, 'Send this form as multipart/form-data.');
  }
  const fields = new Map<string, FormText[]>();
  const files: FormFile[] = [];
  const watch = watchPartHeaders(request);
  try {
    // A part busboy would skip can stall it: the watch's refusal does not wait for it.
    await Promise.race([collectParts(request, rules, fields, files), watch.faulted]);
    if (watch.fault) throw watch.fault;
  } catch (error) {
    stopReading(request);
    if (watch.fault) throw watch.fault;
    // Busboy's own complaints (no boundary, cut-off form) carry no status: the form is bad.
    if (error instanceof Error && !('statusCode' in error)) {
      throw new ClientError(400, 'The form could not be read: it is not valid multipart data.');
    }
    throw error;
  }
  const form = new Form(fields, files);
  if (rules.body) checkDeclaredTexts(form, rules.body);
  return form;
}

/**
 * A form refused before its end: busboy may be stalled on the rest of the body. The rest is read
 * past busboy and thrown away, as Node does with a body nobody reads, so that the answer goes
 * out at once and the kept-alive connection serves the next request.
 */
function stopReading(request: FastifyRequest) {
  if (request.raw.readableEnded) return;
  request.raw.unpipe();
  request.raw.resume();
}

/** Watches the raw body as busboy reads it (a second listener sees the same chunks). */
function watchPartHeaders(request: FastifyRequest): {
  fault?: ClientError;
  faulted: Promise<never>;
} {
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) return { faulted: new Promise<never>(() => undefined) };
  const watch = new UnnamedPartWatch(boundary);
  request.raw.on('data', (chunk: Buffer) => watch.write(chunk));
  return watch;
}

function checkFieldName(name: string) {
  if (!FIELD_NAME.test(name) || name.includes('__proto__') || name.includes('prototype')) {
    throw new ClientError(400, 'A form field has a name that is not allowed.');
  }
}

async function collectParts(
  request: FastifyRequest,
  rules: FormRules,
  fields: Map<string, FormText[]>,
  files: FormFile[],
) {
  let position = 0;
  const parts = request.parts({
    limits: { ...TEXT_LIMITS, files: rules.maxFiles, fileSize: rules.maxFileBytes },
  });
  for await (const part of parts) {
    position += 1;
    checkFieldName(part.fieldname);
    if (part.type === 'file') {
      if (!rules.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new ClientError(400, `This form takes files only in ${rules.fileFields.join(', ')}.`);
      }
      const content = await fileContent(part);
      // Browsers send an empty part for a file input left empty: it means "no new file".
      if (content.length > 0)
        files.push({ field: part.fieldname, fileName: part.filename, content, position });
    } else {
      // The field is not named: its name is the client's text, and no answer echoes that.
      if (part.valueTruncated) throw new ClientError(413, 'A field of the form is too long.');
      if (String(part.value).includes('\u0000')) {
        throw new ClientError(400, 'A field of the form contains a character that is not allowed.');
      }
      const values = fields.get(part.fieldname) ?? [];
      values.push({ value: String(part.value), position });
      fields.set(part.fieldname, values);
    }
  }
}

/**
 * A file part's bytes, refused the moment it passes its limit: toBuffer() throws only once the
 * whole part has come. Every other outcome (a cut-off body, an error) is toBuffer()'s.
 */
function fileContent(part: MultipartFile): Promise<Buffer> {
  const overLimit = new Promise<never>((_resolve, reject) =>
    part.file.once('limit', () => reject(new ClientError(413, FILE_TOO_LARGE))),
  );
  return Promise.race([part.toBuffer(), overLimit]);
}
