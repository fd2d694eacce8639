import fc from 'fast-check';
import { multipart, type Part } from '../testing/multipart';

// Requests made from the API's own OpenAPI document (issue 26, point 5): for one operation,
// plausible values from its schemas mixed with hostile ones, missing and extra fields, and
// bodies that are malformed or of the wrong kind.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  $ref?: string;
}

export interface DocumentOperation {
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: {
    content?: Record<
      string,
      { schema?: JsonSchema; encoding?: Record<string, { contentType?: string }> }
    >;
  };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

/** What one generated request is: shown as the counterexample when a property fails. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const LONG = 'x'.repeat(100_000);

/** Values that have broken servers: control and direction characters, markup, SQL, paths. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u202eb',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00%ff',
    '{{7*7}}',
    'नगर परिषद',
    '😀'.repeat(20),
    '__proto__',
    'constructor',
    '0',
    '-1',
    '9999999999999999999999',
    '2026-02-30',
    LONG,
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, true, false, null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'a', 'constructor'), hostileText, { maxKeys: 2 }),
);

/** A value its schema allows, as far as a simple reading of the schema goes. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => plausible(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      // Near the lower bound, where the records of a fresh database are (years, ids, pages).
      const min = schema.minimum ?? -5;
      return fc.integer({ min, max: Math.min(schema.maximum ?? min + 1000, min + 1000) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return objectOf(schema, depth + 1);
    case 'string':
      if (schema.format === 'date') return fc.constantFrom('2026-01-26', '2026-10-02');
      if (schema.format === 'email') return fc.constantFrom('a@b.in', 'clerk@council.example');
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
    default:
      return hostileValue;
  }
}

/** A value of the schema, or now and then a hostile one in its place. */
const valueFor = (schema: JsonSchema | undefined, depth = 0) =>
  fc.oneof(
    { arbitrary: plausible(schema, depth), weight: 3 },
    { arbitrary: hostileValue, weight: 1 },
  );

/** An object with some of the schema's properties (required ones or not) and extra ones. */
function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valueFor(s, depth)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 2 });
  return fc
    .tuple(known, extra, fc.boolean())
    .map(([values, more, withExtra]) => (withExtra ? { ...more, ...values } : values));
}

const BROKEN_BODIES = fc.constantFrom<[string, string | Buffer]>(
  ['application/json', '{"title":'],
  ['application/json', ''],
  ['application/json', '[]'],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', `{"a":"${'x'.repeat(2_000_000)}"}`],
  ['text/plain', 'hello'],
  ['application/xml', '<a/>'],
  ['multipart/form-data', 'no boundary'],
  ['multipart/form-data; boundary=B', '--B\r\nContent-Type: text/plain\r\n\r\nx\r\n--B--\r\n'],
  // A part without a name, larger than busboy's buffer: it once stalled the form (issue 26).
  ['multipart/form-data; boundary=B', `--B\r\nX: y\r\n\r\n${'a'.repeat(300_000)}\r\n--B--\r\n`],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
);

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

// A 1x1 PNG and a one-line PDF header: a file part that may pass, beside ones that must not.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const FILE_CONTENTS = fc.oneof(
  fc.constantFrom(PNG, Buffer.from('%PDF-1.7\n%%EOF\n'), Buffer.alloc(0), Buffer.from('<svg/>')),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);
const FILE_NAMES = fc.constantFrom('photo.png', 'notice.pdf', '../../x.exe', 'नोटिस.pdf', '');
const FILE_TYPES = fc.constantFrom('image/png', 'application/pdf', 'text/html', '');

/** One file part of field `name`. */
const filePart = (name: string) =>
  fc.tuple(FILE_CONTENTS, FILE_NAMES, FILE_TYPES).map(([content, filename, type]): Part => ({
    name,
    filename,
    content,
    ...(type ? { type } : {}),
  }));

/** The parts of one declared field: a text, a file, or repeated ones (an array). */
function partsOf(name: string, schema: JsonSchema): fc.Arbitrary<Part[]> {
  const one = (item: JsonSchema | undefined): fc.Arbitrary<Part> =>
    item?.format === 'binary'
      ? filePart(name)
      : valueFor(item).map((value) => ({ name, value: asText(value) }));
  if (schema.type === 'array') {
    return fc.array(one(schema.items), { maxLength: (schema.maxItems ?? 2) + 1 });
  }
  return one(schema).map((part) => [part]);
}

/**
 * A multipart body from the operation's declared form (issue 26, point 1): some of its fields
 * (required or not), each a plausible or hostile value, files of the right kind and of wrong
 * ones, repeated parts past their count, and now and then a field it does not declare.
 */
function multipartBodyFor(schema: JsonSchema): fc.Arbitrary<Body> {
  const declared = Object.entries(schema.properties ?? {});
  const fields = fc.record(
    Object.fromEntries(declared.map(([name, part]) => [name, partsOf(name, part)])),
    { requiredKeys: [] },
  );
  const extra = fc.array(
    fc.tuple(fc.constantFrom('note', '__proto__', 'Id'), hostileText).map(([name, value]) => ({
      name,
      value,
    })),
    { maxLength: 1 },
  );
  return fc.tuple(fields, extra).map(([chosen, more]) => {
    const parts = Object.values(chosen as Record<string, Part[] | undefined>).flatMap(
      (field) => field ?? [],
    );
    const built = multipart([...parts, ...more]);
    return { contentType: built.headers['content-type'], payload: built.payload };
  });
}

type Body = { contentType?: string; payload?: string | Buffer };

function bodyFor(operation: DocumentOperation): fc.Arbitrary<Body> {
  const json = operation.requestBody?.content?.['application/json']?.schema;
  const form = operation.requestBody?.content?.['multipart/form-data']?.schema;
  const kinds: fc.Arbitrary<Body>[] = [
    fc.constant({}),
    BROKEN_BODIES.map(([contentType, payload]) => ({ contentType, payload })),
  ];
  if (json) {
    kinds.push(
      valueFor(json).map((value) => ({
        contentType: 'application/json',
        payload: JSON.stringify(value) ?? 'null',
      })),
    );
  }
  if (form) kinds.push(multipartBodyFor(form));
  return fc.oneof(...kinds);
}

const pathValue = fc.oneof(
  fc.constantFrom('1', '0', '-1', '2147483648', 'abc', '%E0%A4', '..', LONG.slice(0, 300)),
  fc.integer({ min: 1, max: 5 }).map(String),
  hostileText.map((text) => encodeURIComponent(text.slice(0, 500))),
);

/** Requests for one operation, sent with `token` (or none). */
export function requestsFor(
  path: string,
  method: string,
  operation: DocumentOperation,
  token: string | undefined,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(...inPath.map(() => pathValue));
  const query = fc.record(
    Object.fromEntries(inQuery.map((p) => [p.name, valueFor(p.schema).map(asText)] as const)),
    { requiredKeys: [] },
  );
  const hasBody = method !== 'get' && method !== 'head';
  const body = hasBody ? bodyFor(operation) : fc.constant<Body>({});
  // Now and then a compressed body, which every route refuses (415).
  const encoding = fc.oneof(
    { arbitrary: fc.constant<Record<string, string>>({}), weight: 9 },
    fc.constant<Record<string, string>>({ 'content-encoding': 'gzip' }),
  );
  return fc
    .tuple(pathValues, query, body, encoding)
    .map(([values, queryValues, { contentType, payload }, encoding]) => {
      let url = path;
      inPath.forEach((p, i) => (url = url.replace(`{${p.name}}`, values[i] ?? '1')));
      const search = new URLSearchParams(queryValues as Record<string, string>).toString();
      const headers: Record<string, string> = { ...encoding };
      if (token) headers.authorization = `Bearer ${token}`;
      if (contentType) headers['content-type'] = contentType;
      return {
        method: method.toUpperCase(),
        url: search ? `${url}?${search}` : url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      };
    });
}
