import { constants, inflateRawSync } from 'node:zlib';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from '@cantoo/pdf-lib';

/** Why a PDF could not be read whole. Each is a refusal: what is not read cannot be vouched for. */
export type PdfReadingFault = 'unreadable' | 'encrypted' | 'too-complex';

export class PdfReadingError extends Error {
  constructor(
    readonly fault: PdfReadingFault,
    detail: string,
  ) {
    super(detail);
  }
}

/** How much work one PDF may cost before it is refused, rather than hang or fill the memory. */
export interface PdfBounds {
  /** Objects in the file and in its object streams. */
  maxObjects: number;
  /** Bytes unpacked from object streams, all together (zip bombs). */
  maxUnpackedBytes: number;
}

const MEGABYTE = 1024 * 1024;
export const PDF_BOUNDS: PdfBounds = {
  maxObjects: 500_000,
  maxUnpackedBytes: 32 * MEGABYTE,
};

/** Every object of a PDF, as any reader could come to it. */
export interface PdfObjects {
  /** Each object at every header, each object in every object stream, and every trailer. */
  all: PDFObject[];
  /** Every definition of each object number: updates may define a number more than once. */
  definitions: Map<number, PDFObject[]>;
}

const name = (value: string) => PDFName.of(value);
const OBJECT_STREAM = name('ObjStm');
const FLATE = name('FlateDecode');
const KEY = {
  type: name('Type'),
  filter: name('Filter'),
  decodeParms: name('DecodeParms'),
  predictor: name('Predictor'),
  length: name('Length'),
  n: name('N'),
  first: name('First'),
  encrypt: name('Encrypt'),
};

/**
 * Reads every object of a PDF with the PDF library's own object parser (which decodes name
 * escapes such as /J#61vaScript), wherever a reader could find one: not only where a forward
 * reading of the file finds them, since a viewer goes by the cross-reference offsets, which may
 * point into another object's stream data or at an earlier definition of the same number. So
 * every object header in the file is read, each up to the next header: an object that runs over
 * into the next one does not read and refuses the file. Object streams are unpacked (within
 * `bounds`) and read the same way.
 */
export function readPdfObjects(content: Uint8Array, bounds: PdfBounds = PDF_BOUNDS): PdfObjects {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const context = PDFContext.create();
  const found: PdfObjects = { all: [], definitions: new Map() };
  const add = (number: number | undefined, object: PDFObject) => {
    if (found.all.length >= bounds.maxObjects) {
      throw new PdfReadingError('too-complex', `more than ${bounds.maxObjects} objects`);
    }
    found.all.push(object);
    if (number === undefined) return;
    const definitions = found.definitions.get(number);
    if (definitions) definitions.push(object);
    else found.definitions.set(number, [object]);
  };
  const definitionsOf = (number: number) => found.definitions.get(number) ?? [];

  const headers = findObjectHeaders(bytes);
  if (headers.length === 0) throw new PdfReadingError('unreadable', 'no objects');
  headers.forEach((header, i) => {
    const end = headers[i + 1]?.start ?? bytes.length;
    add(header.number, readObject(bytes.subarray(header.body, end), context, 'object'));
  });
  for (const trailer of findTrailers(bytes, headers)) add(undefined, trailer);
  // In a trailer, or in a cross-reference stream's dictionary.
  const dictOf = (object: PDFObject) => (object instanceof PDFRawStream ? object.dict : object);
  if (
    found.all.some((object) => {
      const dict = dictOf(object);
      return dict instanceof PDFDict && dict.has(KEY.encrypt);
    })
  ) {
    throw new PdfReadingError('encrypted', 'an encryption dictionary');
  }

  const resolve = (value: PDFObject | undefined) => resolveDirect(value, definitionsOf);
  const unpacked = { left: bounds.maxUnpackedBytes };
  for (const object of found.all.slice()) {
    if (!(object instanceof PDFRawStream) || !holdsObjects(object.dict)) continue;
    const members = readObjectStream(object, unpack(object, resolve, unpacked), context);
    for (const member of members) add(member.number, member.object);
  }
  return found;
}

interface ObjectHeader {
  number: number;
  /** Where the header's first number starts. */
  start: number;
  /** Just after its `obj` keyword. */
  body: number;
}

const OBJ = Buffer.from('obj', 'latin1');
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isLetter = (byte: number | undefined) =>
  byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));

/**
 * Each `<number> <number> obj` in the file, as a viewer's reader accepts it: comments may stand
 * between the three, and the numbers may carry a sign or a `.0` (pdf.js reads those as whole
 * numbers). Walking back from each `obj` costs a bounded number of steps in all.
 */
function findObjectHeaders(bytes: Buffer): ObjectHeader[] {
  const headers: ObjectHeader[] = [];
  const steps = { left: 4 * bytes.length + 1024 };
  for (let at = bytes.indexOf(OBJ); at !== -1; at = bytes.indexOf(OBJ, at + OBJ.length)) {
    if (isLetter(bytes[at + OBJ.length])) continue;
    const generation = numberBefore(bytes, spaceBefore(bytes, at, steps), steps);
    if (!generation) continue;
    const gap = spaceBefore(bytes, generation.start, steps);
    if (gap === generation.start) continue;
    const number = numberBefore(bytes, gap, steps);
    if (!number) continue;
    const before = bytes[number.start - 1];
    if (before !== undefined && !WHITESPACE.has(before) && !DELIMITERS.has(before)) continue;
    headers.push({ number: number.value, start: number.start, body: at + OBJ.length });
  }
  return headers;
}

/** Where the whitespace and comments that end at `end` begin. */
function spaceBefore(bytes: Buffer, end: number, steps: { left: number }): number {
  let at = end;
  for (;;) {
    const afterSpace = at;
    while (at > 0 && WHITESPACE.has(bytes[at - 1] ?? -1)) at = step(at, steps);
    const crossedLineEnd = bytes.subarray(at, afterSpace).some((b) => b === 0x0a || b === 0x0d);
    if (!crossedLineEnd) return at;
    // The line before a line end may close with a comment, which runs from its first '%'.
    let lineStart = at;
    while (lineStart > 0 && bytes[lineStart - 1] !== 0x0a && bytes[lineStart - 1] !== 0x0d) {
      lineStart = step(lineStart, steps);
    }
    const percent = bytes.subarray(lineStart, at).indexOf(0x25);
    if (percent === -1) return at;
    at = lineStart + percent;
  }
}

function step(at: number, steps: { left: number }): number {
  if (--steps.left < 0) throw new PdfReadingError('too-complex', 'object headers');
  return at - 1;
}

const MAX_NUMBER_CHARACTERS = 24;
const NUMBER_CHARACTERS = /^[+-]?\d+(?:\.0*)?$/;

function numberBefore(bytes: Buffer, end: number, steps: { left: number }) {
  let start = end;
  while (start > 0 && end - start < MAX_NUMBER_CHARACTERS && isNumberByte(bytes[start - 1])) {
    start = step(start, steps);
  }
  const text = bytes.toString('latin1', start, end);
  if (!NUMBER_CHARACTERS.test(text)) return undefined;
  return { start, value: Math.abs(Math.trunc(Number(text))) };
}

const isNumberByte = (byte: number | undefined) =>
  byte !== undefined &&
  ((byte >= 0x30 && byte <= 0x39) || byte === 0x2b || byte === 0x2d || byte === 0x2e);

/** More `trailer <<` than this is no document: each revision of a file adds one. */
const MAX_TRAILERS = 1000;
const TRAILER = /trailer[\0\t\n\f\r ]{0,200}<</g;

/**
 * Trailer dictionaries: they tell whether the file is encrypted. Each is read up to the next
 * object header; one that does not read is the word in some text, not a trailer.
 */
function findTrailers(bytes: Buffer, headers: ObjectHeader[]): PDFObject[] {
  const trailers: PDFObject[] = [];
  const places = matchesIn(bytes, TRAILER, MAX_TRAILERS + 1);
  if (places.length > MAX_TRAILERS) throw new PdfReadingError('too-complex', 'trailers');
  let next = 0;
  for (const at of places) {
    while (next < headers.length && (headers[next]?.start ?? 0) <= at) next += 1;
    const end = headers[next]?.start ?? bytes.length;
    const start = bytes.indexOf(0x3c, at);
    try {
      const trailer = PDFObjectParser.forBytes(bytes.subarray(start, end), PDFContext.create());
      trailers.push(trailer.parseObject());
    } catch {
      // Not a trailer.
    }
  }
  return trailers;
}

/**
 * Where `pattern` (a global expression over latin1 text that matches fewer than 256 bytes)
 * matches in `bytes`, up to `most` places; read a window at a time, so that a large file is
 * never one string.
 */
export function matchesIn(bytes: Buffer, pattern: RegExp, most: number): number[] {
  const found: number[] = [];
  for (let start = 0; start < bytes.length; start += WINDOW_BYTES - OVERLAP_BYTES) {
    const end = Math.min(bytes.length, start + WINDOW_BYTES);
    const last = end === bytes.length;
    for (const match of bytes.toString('latin1', start, end).matchAll(pattern)) {
      // A match that starts in the overlap is found again by the next window.
      if (!last && match.index >= WINDOW_BYTES - OVERLAP_BYTES) continue;
      if (found.push(start + match.index) >= most) return found;
    }
    if (last) break;
  }
  return found;
}

const WINDOW_BYTES = 1024 * 1024;
const OVERLAP_BYTES = 256;

function readObject(bytes: Uint8Array, context: PDFContext, what: string): PDFObject {
  try {
    return PDFObjectParser.forBytes(bytes, context).parseObject();
  } catch (error) {
    // Deep nesting overflows the parser's stack: that is a refusal too, not a crash.
    throw new PdfReadingError('unreadable', `${what}: ${String(error)}`);
  }
}

/**
 * Whether a stream holds objects. pdf.js reads a stream as an object stream by its /N and
 * /First, whatever its /Type says, so those count too; a /Type given by reference would let
 * readers disagree, and is refused.
 */
function holdsObjects(dict: PDFDict): boolean {
  const type = dict.get(KEY.type);
  if (type instanceof PDFRef) throw new PdfReadingError('unreadable', 'a stream type by reference');
  return type === OBJECT_STREAM || (dict.has(KEY.n) && dict.has(KEY.first));
}

/**
 * An object stream's data, unpacked within what is left of the budget. Only FlateDecode (or
 * none) is read, by zlib, which stops at the budget (the PDF library's own inflater would grow
 * its buffer without end); predictors are refused (the library ignores them).
 */
function unpack(
  stream: PDFRawStream,
  resolve: (value: PDFObject | undefined) => PDFObject | undefined,
  budget: { left: number },
): Uint8Array {
  const { dict, contents } = stream;
  const length = resolve(dict.get(KEY.length));
  if (!(length instanceof PDFNumber) || length.asNumber() !== contents.length) {
    // Without an exact /Length, where the data ends is a guess, and readers guess differently.
    throw new PdfReadingError('unreadable', 'an object stream without its exact length');
  }
  const filter = dict.get(KEY.filter);
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  if (filters.length === 0) return contents;
  if (filters.length > 1 || filters[0] !== FLATE) {
    throw new PdfReadingError('unreadable', 'an object stream in an unusual compression');
  }
  const parms = dict.get(KEY.decodeParms);
  const predictor = parms instanceof PDFDict ? parms.get(KEY.predictor) : undefined;
  if (predictor instanceof PDFNumber && predictor.asNumber() > 1) {
    throw new PdfReadingError('unreadable', 'an object stream with a predictor');
  }
  const [method = 0, flags = 0] = contents;
  if ((method & 0x0f) !== 8 || ((method << 8) | flags) % 31 !== 0 || flags & 0x20) {
    throw new PdfReadingError('unreadable', 'a damaged compressed stream');
  }
  if (budget.left <= 0) throw new PdfReadingError('too-complex', 'unpacked data');
  try {
    // Raw inflate past the two header bytes, as PDF readers do: a bad checksum or a cut-off
    // end still reads.
    const data = inflateRawSync(contents.subarray(2), {
      maxOutputLength: budget.left,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    budget.left -= data.length;
    return data;
  } catch (error) {
    const tooBig = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new PdfReadingError(tooBig ? 'too-complex' : 'unreadable', 'a compressed stream');
  }
}

/** The objects of an object stream: its header of number-offset pairs, then each object. */
function readObjectStream(
  stream: PDFRawStream,
  data: Uint8Array,
  context: PDFContext,
): { number: number; object: PDFObject }[] {
  const count = wholeNumber(stream.dict.get(KEY.n));
  const first = wholeNumber(stream.dict.get(KEY.first));
  if (count === undefined || first === undefined || first > data.length || count * 4 - 1 > first) {
    throw new PdfReadingError('unreadable', 'an object stream header');
  }
  const pairs = PDFObjectParser.forBytes(data.subarray(0, first), context);
  const entries: { number: number; offset: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const number = wholeNumber(readOrFail(() => pairs.parseObject()));
    const offset = wholeNumber(readOrFail(() => pairs.parseObject()));
    if (number === undefined || offset === undefined || first + offset > data.length) {
      throw new PdfReadingError('unreadable', 'an object stream header');
    }
    entries.push({ number, offset: first + offset });
  }
  // Each object is read up to the next one's offset, so that the work stays linear.
  const offsets = [...new Set(entries.map((entry) => entry.offset))].sort((a, b) => a - b);
  const objects = new Map<number, PDFObject>();
  offsets.forEach((offset, i) => {
    const object = readObject(data.subarray(offset, offsets[i + 1]), context, 'member');
    if (object instanceof PDFRawStream) {
      throw new PdfReadingError('unreadable', 'a stream inside an object stream');
    }
    objects.set(offset, object);
  });
  return entries.flatMap(({ number, offset }) => {
    const object = objects.get(offset);
    return object ? [{ number, object }] : [];
  });
}

function readOrFail(read: () => PDFObject): PDFObject {
  try {
    return read();
  } catch {
    throw new PdfReadingError('unreadable', 'an object stream header');
  }
}

function wholeNumber(value: PDFObject | undefined): number | undefined {
  if (!(value instanceof PDFNumber)) return undefined;
  const number = value.asNumber();
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/** A value, or what its reference points at when every definition agrees on one. */
export function resolveDirect(
  value: PDFObject | undefined,
  definitionsOf: (number: number) => PDFObject[],
): PDFObject | undefined {
  if (!(value instanceof PDFRef)) return value;
  const [only, ...others] = definitionsOf(value.objectNumber);
  return others.length === 0 ? only : undefined;
}
