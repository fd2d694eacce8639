import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ClientError } from './errors';

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
}

// Beyond these a form is not one of ours: refuse it before buffering more.
const TEXT_LIMITS = {
  fields: 60,
  fieldNameSize: 100,
  fieldSize: 200_000,
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
  try {
    await collectParts(request, rules, fields, files);
  } catch (error) {
    // Busboy's own complaints (no boundary, cut-off form) carry no status: the form is bad.
    if (error instanceof Error && !('statusCode' in error)) {
      throw new ClientError(400, 'The form could not be read: it is not valid multipart data.');
    }
    throw error;
  }
  return new Form(fields, files);
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
        throw new ClientError(400, `This form takes no file called ${part.fieldname}.`);
      }
      const content = await part.toBuffer();
      // Browsers send an empty part for a file input left empty: it means "no new file".
      if (content.length > 0)
        files.push({ field: part.fieldname, fileName: part.filename, content, position });
    } else {
      if (part.valueTruncated)
        throw new ClientError(413, `The field ${part.fieldname} is too long.`);
      if (String(part.value).includes('\u0000')) {
        throw new ClientError(
          400,
          `The field ${part.fieldname} contains a character that is not allowed.`,
        );
      }
      const values = fields.get(part.fieldname) ?? [];
      values.push({ value: String(part.value), position });
      fields.set(part.fieldname, values);
    }
  }
}
