import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from '@cantoo/pdf-lib';
import {
  matchesIn,
  PDF_BOUNDS,
  PdfReadingError,
  readPdfObjects,
  type PdfBounds,
  type PdfReadingFault,
} from './pdfObjects';

/** What the check says of an uploaded PDF; anything but 'accepted' is refused. */
export type PdfVerdict = 'accepted' | 'active-content' | 'web-page' | PdfReadingFault;

/**
 * Judges a PDF as a council may publish it: a readable document that does nothing on its own.
 * Every object is read by the PDF library's parser (pdfObjects.ts) and every dictionary in it
 * looked at, wherever it sits, so that no reader of the file (Acrobat, a browser's viewer) can
 * find in it what this check did not; and the file must have pages.
 */
export function judgePdf(content: Uint8Array, bounds: PdfBounds = PDF_BOUNDS): PdfVerdict {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (!PDF_HEADER.test(bytes.toString('latin1', 0, 16))) return 'unreadable';
  if (matchesIn(bytes, WEB_PAGE_MARKUP, 1).length > 0) return 'web-page';
  try {
    const objects = readPdfObjects(bytes, bounds);
    const valuesOf = (value: PDFObject | undefined) => referredValues(value, objects.definitions);
    if (hasActiveContent(objects.all, valuesOf)) return 'active-content';
    return hasPages(objects.all, valuesOf) ? 'accepted' : 'unreadable';
  } catch (error) {
    if (error instanceof PdfReadingError) return error.fault;
    // The parser's own failures (a stack overflowed by deep nesting among them).
    return 'unreadable';
  }
}

type ValuesOf = (value: PDFObject | undefined) => PDFObject[];

/** The first bytes are the header, with nothing before it (a web page, in a polyglot). */
const PDF_HEADER = /^%PDF-\d\.\d/;

/**
 * Markup that a browser would run if the file were opened as a web page (a PDF/HTML polyglot).
 * A PDF's own syntax never has it ('<' opens a dictionary or a hexadecimal string). Short tags
 * count only with an event handler, so that compressed data does not spell one by chance.
 */
const WEB_PAGE_MARKUP =
  /<(?:!doctype|html|script|iframe|object|embed|meta)[\s/>]|<(?:svg|img)\s[^<>]{0,160}\bon[a-z]+\s*=/gi;

const names = (...values: string[]) => new Set(values.map((value) => PDFName.of(value)));
/** Keys that only scripts, automatic actions, attachments and XFA forms use. */
const ACTIVE_KEYS = names(
  'JS',
  'JavaScript',
  'AA',
  'EmbeddedFiles',
  'EF',
  'XFA',
  'RichMediaContent',
);
/** Actions (/S) that run code, open or send files, or play media. */
const ACTIVE_ACTIONS = names(
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'RichMediaExecute',
  'Rendition',
  'Movie',
  'Sound',
);
/** Annotations (/Subtype) that carry files or media. */
const ACTIVE_ANNOTATIONS = names('FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound', '3D');
const ACTIVE_TYPES = names('EmbeddedFile');
const KEY = {
  s: PDFName.of('S'),
  subtype: PDFName.of('Subtype'),
  type: PDFName.of('Type'),
  openAction: PDFName.of('OpenAction'),
  next: PDFName.of('Next'),
  uri: PDFName.of('URI'),
  root: PDFName.of('Root'),
  pages: PDFName.of('Pages'),
  kids: PDFName.of('Kids'),
};
const CATALOG = PDFName.of('Catalog');
const GO_TO = PDFName.of('GoTo');
const LINK_ACTIONS = names('URI');
/** Links a reader may follow by clicking: web pages and mail. */
const SAFE_LINK = /^(?:https?|mailto):/;

function hasActiveContent(all: PDFObject[], valuesOf: ValuesOf): boolean {
  // A stack, not recursion, and no spreading: arrays may hold hundreds of thousands of values.
  const stack = all.slice();
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    if (value instanceof PDFRawStream) {
      stack.push(value.dict);
    } else if (value instanceof PDFArray) {
      for (const item of value.asArray()) stack.push(item);
    } else if (value instanceof PDFDict) {
      if (isActive(value, valuesOf)) return true;
      for (const item of value.values()) stack.push(item);
    }
  }
  return false;
}

function isActive(dict: PDFDict, valuesOf: ValuesOf): boolean {
  // Most values are direct names: only references are looked up (a hot path on large files).
  const isOneOf = (key: PDFName, set: Set<PDFName>) => {
    const value = dict.get(key);
    if (value instanceof PDFName) return set.has(value);
    return (
      value instanceof PDFRef && valuesOf(value).some((v) => v instanceof PDFName && set.has(v))
    );
  };
  return (
    dict.keys().some((key) => ACTIVE_KEYS.has(key)) ||
    isOneOf(KEY.s, ACTIVE_ACTIONS) ||
    isOneOf(KEY.subtype, ACTIVE_ANNOTATIONS) ||
    isOneOf(KEY.type, ACTIVE_TYPES) ||
    (dict.has(KEY.openAction) &&
      !valuesOf(dict.get(KEY.openAction)).every(isPlainView(valuesOf))) ||
    (isOneOf(KEY.s, LINK_ACTIONS) && !valuesOf(dict.get(KEY.uri)).every(isSafeLink))
  );
}

/**
 * An open action that only shows a place: a destination, or a GoTo action with nothing after
 * it. Anything else (a link followed, a script) happens to whoever merely opens the notice.
 */
function isPlainView(valuesOf: ValuesOf) {
  return (action: PDFObject): boolean => {
    if (!(action instanceof PDFDict)) return true;
    const kinds = valuesOf(action.get(KEY.s));
    return kinds.length > 0 && kinds.every((kind) => kind === GO_TO) && !action.has(KEY.next);
  };
}

/** A link's address: a web page or mail, never javascript:, file: or a program's scheme. */
function isSafeLink(address: PDFObject): boolean {
  if (!(address instanceof PDFString || address instanceof PDFHexString)) return false;
  try {
    // Browsers drop control characters and spaces inside a scheme ('java\tscript:').
    const text = [...address.decodeText()].filter((c) => c > ' ' && c !== '\u007f').join('');
    return SAFE_LINK.test(text.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * What a value is: itself, or every definition of the object it refers to (a reader resolves a
 * reference anywhere, even for an action's /S), a few references deep. A value that stands for
 * more than a few dozen definitions, or references on past that depth, is no document's and is
 * refused as too complex.
 */
const MAX_REFERRED = 64;
function referredValues(
  value: PDFObject | undefined,
  definitions: Map<number, PDFObject[]>,
): PDFObject[] {
  const found: PDFObject[] = [];
  let current = value === undefined ? [] : [value];
  for (let depth = 0; depth < 4 && current.length > 0; depth += 1) {
    const next: PDFObject[] = [];
    for (const item of current) {
      if (!(item instanceof PDFRef)) {
        if (item !== PDFNull) found.push(item);
        continue;
      }
      for (const definition of definitions.get(item.objectNumber) ?? []) {
        if (next.push(definition) + found.length > MAX_REFERRED) {
          throw new PdfReadingError('too-complex', 'an object defined too many times');
        }
      }
    }
    current = next;
  }
  if (current.length > 0) throw new PdfReadingError('too-complex', 'references to references');
  return found;
}

/**
 * A document: the catalog that a trailer names (or, as readers recover a file without one, any
 * catalog) has a page tree with pages in it.
 */
function hasPages(all: PDFObject[], valuesOf: ValuesOf): boolean {
  const dicts = all.map((value) => (value instanceof PDFRawStream ? value.dict : value));
  const named = dicts.flatMap((dict) =>
    dict instanceof PDFDict ? valuesOf(dict.get(KEY.root)) : [],
  );
  const catalogs =
    named.length > 0
      ? named
      : dicts.filter((dict) =>
          valuesOf(dict instanceof PDFDict ? dict.get(KEY.type) : undefined).includes(CATALOG),
        );
  return catalogs.some(
    (catalog) =>
      catalog instanceof PDFDict &&
      valuesOf(catalog.get(KEY.pages)).some(
        (pages) =>
          pages instanceof PDFDict &&
          valuesOf(pages.get(KEY.kids)).some((kids) => kids instanceof PDFArray && kids.size() > 0),
      ),
  );
}
