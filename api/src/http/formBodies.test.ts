import { UPLOAD_RULES } from '@council/contract/upload-rules';
import { MAX_LONG_TEXT } from '@council/contract';
import type { Role } from '../db/schema';
import { testDatabases } from '../testing/databases';
import { complaintFields, ensureLookups } from '../testing/fixtures';
import { multipart, type Part } from '../testing/multipart';
import { pdf, smallPng } from '../testing/samples';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';
import * as multipartForm from './multipartForm';

/**
 * Issue 26, point 1: every route that reads a multipart form declares it as its requestBody, and
 * what the document declares (required fields, text limits, file kinds and sizes) is what the
 * route holds. Driven by the served document: a form added or changed is checked as it is.
 */

interface PartSchema {
  type?: string;
  format?: string;
  pattern?: string;
  maxLength?: number;
  description?: string;
  items?: PartSchema;
  'x-max-bytes'?: number;
}
interface FormSchema {
  properties: Record<string, PartSchema>;
  required?: string[];
}
interface Operation {
  requestBody?: {
    required?: boolean;
    content?: Record<
      string,
      { schema: FormSchema; encoding?: Record<string, { contentType: string }> }
    >;
  };
}
type Document = { paths: Record<string, Record<string, Operation>> };

const UPLOADS = { imageBytes: 64 * 1024, documentBytes: 256 * 1024 };
const NO_RECORD = '999999';
// Refused as a form: anything else (201, 200, 404 of the complaint named in the path) took it.
const FORM_REFUSALS = [400, 413, 415];

const fileOf = (part: PartSchema) => (part.type === 'array' ? part.items : part);
const isFile = (part: PartSchema) => fileOf(part)?.format === 'binary';
const isId = (part: PartSchema) => part.description?.startsWith('0 or absent') ?? false;
/** A stored file named back as text: its length is busboy's limit, not a text's. */
const isFileText = (part: PartSchema) => (part.maxLength ?? 0) > MAX_LONG_TEXT;

describe.each(testDatabases())('multipart forms as the document declares them on %s', (dialect) => {
  let t: TestApp;
  let document: Document;
  let lookupFields: Record<string, string>;
  let png: Buffer;
  let document_: Buffer;
  let accounts = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { uploads: UPLOADS });
    document = (await t.app.inject('/api/openapi.json')).json<Document>();
    const lookups = await ensureLookups(t.db);
    lookupFields = Object.fromEntries(
      complaintFields(lookups).map((part) => [part.name, 'value' in part ? part.value : '']),
    );
    png = await smallPng();
    document_ = await pdf();
  });
  afterAll(() => t.close());

  /** A fresh token each time: a route that ends its session (logout) ends no other's. */
  const tokenFor = async (path: string) => {
    const role: Role =
      path.startsWith('/api/User') || path.startsWith('/api/v2/user') ? 'user' : 'admin';
    accounts += 1;
    return (await signedIn(t, `person${accounts}@forms.example`, role)).token;
  };

  const send = async (method: string, path: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: method.toUpperCase(),
      url: path.replace('{id}', NO_RECORD),
      headers: { ...body.headers, ...bearer(await tokenFor(path)) },
      payload: body.payload,
    });
  };

  const multipartOperations = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody?.content?.['multipart/form-data'])
        .map(([method, operation]) => ({ path, method, operation })),
    );

  it('declares a multipart requestBody for every route that reads a form', async () => {
    const reading = jest.spyOn(multipartForm, 'readMultipartForm');
    const readBy = new Set<string>();
    try {
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const method of Object.keys(operations)) {
          if (!['post', 'put', 'patch'].includes(method)) continue;
          reading.mockClear();
          await send(method, path, [{ name: 'note', value: 'x' }]);
          for (const [request] of reading.mock.calls) {
            readBy.add(`${method} ${request.routeOptions.url?.replace(/:(\w+)/g, '{$1}')}`);
          }
        }
      }
    } finally {
      reading.mockRestore();
    }
    const declared = multipartOperations().map(({ method, path }) => `${method} ${path}`);
    expect([...readBy].sort()).toEqual([...declared].sort());
    // The sections' create and update (9 each), the complaint filing and the desk's resolve.
    expect(declared.length).toBeGreaterThanOrEqual(20);
    for (const { operation } of multipartOperations())
      expect(operation.requestBody?.required).toBe(true);
  });

  it("declares each file part's media types and the council's size limit for it", () => {
    for (const { operation } of multipartOperations()) {
      const { schema, encoding = {} } = operation.requestBody?.content?.['multipart/form-data'] ?? {
        schema: { properties: {} },
      };
      const files = Object.entries(schema.properties).filter(([, part]) => isFile(part));
      expect(Object.keys(encoding).sort()).toEqual(files.map(([name]) => name).sort());
      for (const [name, part] of files) {
        const kind = encoding[name]?.contentType.includes('pdf') ? 'document' : 'photo';
        expect(encoding[name]?.contentType).toBe(UPLOAD_RULES[kind].mediaTypes.join(', '));
        expect(fileOf(part)?.['x-max-bytes']).toBe(
          kind === 'document' ? UPLOADS.documentBytes : UPLOADS.imageBytes,
        );
      }
    }
  });

  /** A value the field takes: at its longest when asked. */
  const valueFor = (name: string, part: PartSchema, longest: boolean, id: string): string => {
    if (isId(part)) return id;
    if (lookupFields[name] && part.pattern) return lookupFields[name];
    if (part.format === 'date') return '2026-01-26';
    if (part.format === 'email') {
      return longest
        ? `${'a'.repeat((part.maxLength ?? 30) - 17)}@council.example`
        : 'clerk@council.example';
    }
    if (part.pattern?.includes(':')) return '10:30';
    if (part.pattern) return '1';
    if (isFileText(part)) return 'NA';
    return longest && part.maxLength ? 'a'.repeat(part.maxLength) : 'Ward 4 water supply';
  };

  /** A form the route takes: every required text (or every text, at its longest) and every file. */
  const formFor = (
    schema: FormSchema,
    { longest = false, id = '0', without = '', changed = {} as Record<string, Part[]> } = {},
  ): Part[] =>
    Object.entries(schema.properties).flatMap(([name, part]): Part[] => {
      if (name === without) return [];
      if (changed[name]) return changed[name] ?? [];
      if (isFile(part)) {
        const pdfPart = fileOf(part)?.description?.includes('PDF');
        return [
          pdfPart
            ? { name, filename: 'notice.pdf', content: document_, type: 'application/pdf' }
            : { name, filename: 'photo.png', content: png, type: 'image/png' },
        ];
      }
      const wanted = schema.required?.includes(name) || isId(part) || (longest && part.maxLength);
      return wanted ? [{ name, value: valueFor(name, part, longest, id) }] : [];
    });

  it('holds what each form declares: required fields, text limits, file sizes and kinds', async () => {
    const faults: string[] = [];
    const expectStatus = (what: string, status: number, expected: (status: number) => boolean) => {
      if (!expected(status)) faults.push(`${what}: answered ${status}`);
    };
    const created = new Map<string, string>();
    // Creates before updates: an update names the record its create made.
    const operations = multipartOperations().sort((a, b) => a.method.localeCompare(b.method));
    for (const { path, method, operation } of operations) {
      const schema = operation.requestBody?.content?.['multipart/form-data']?.schema;
      if (!schema) continue;
      const id = method === 'put' ? (created.get(path) ?? NO_RECORD) : '0';
      const at = `${method} ${path}`;
      const taken = (status: number) => !FORM_REFUSALS.includes(status);

      const plain = await send(method, path, formFor(schema, { id }));
      expectStatus(`${at} with its required fields`, plain.statusCode, taken);
      if (method === 'post' && plain.statusCode === 201) {
        created.set(path, String(plain.json<{ id: number }>().id));
      }
      const longest = await send(method, path, formFor(schema, { id, longest: true }));
      expectStatus(`${at} with every text at its limit`, longest.statusCode, taken);

      for (const [name, part] of Object.entries(schema.properties)) {
        if (schema.required?.includes(name)) {
          const missing = await send(method, path, formFor(schema, { id, without: name }));
          expectStatus(`${at} without ${name}`, missing.statusCode, (s) => s === 400);
        }
        if (part.maxLength && !isFile(part) && !isFileText(part)) {
          const value = 'a'.repeat(part.maxLength + 1);
          const tooLong = await send(
            method,
            path,
            formFor(schema, { id, changed: { [name]: [{ name, value }] } }),
          );
          expectStatus(`${at} with ${name} too long`, tooLong.statusCode, (s) => s === 400);
        }
        const file = fileOf(part);
        if (file?.format === 'binary') {
          const bytes = Buffer.alloc((file['x-max-bytes'] ?? 0) + 1, 0x25);
          const tooLarge = await send(
            method,
            path,
            formFor(schema, {
              id,
              changed: {
                [name]: [{ name, filename: 'big.png', content: bytes, type: 'image/png' }],
              },
            }),
          );
          expectStatus(`${at} with ${name} too large`, tooLarge.statusCode, (s) => s === 413);
          if (!file.description?.startsWith('Ignored')) {
            const text = Buffer.from('not a photo nor a document');
            const wrongKind = await send(
              method,
              path,
              formFor(schema, {
                id,
                changed: {
                  [name]: [{ name, filename: 'note.txt', content: text, type: 'text/plain' }],
                },
              }),
            );
            expectStatus(`${at} with text in ${name}`, wrongKind.statusCode, (s) => s === 415);
          }
        }
      }
    }
    expect(faults).toEqual([]);
  }, 240_000);
});
