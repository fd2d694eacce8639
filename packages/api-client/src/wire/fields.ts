import type { ImageRenditionWire, StoredFileWire } from '@council/contract';
import { apiAddress } from '@council/shared-auth';
import type { StoredFile } from '../entities';

// Readers for one wire field each. The contract comes from a backend that sends null, '' and 'NA'
// for "nothing"; screens get '' for missing text and null for a missing date, number or file.

/** Any record of an answer, before it is known which. */
export type WireRecord = Record<string, unknown>;

/**
 * A record as received: the contract's field names (a field the contract renames or drops is a
 * type error where a mapper reads it), each value unchecked, because other backends send null,
 * '', 'NA' or a number where the contract has text; the readers below make sense of each.
 */
export type Received<Wire> = { readonly [Field in keyof Wire]?: unknown };

export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function optionalText(value: unknown): string | null {
  const read = text(value).trim();
  return read === '' ? null : read;
}

export function id(value: unknown): number {
  const read = Number(value);
  return Number.isFinite(read) ? read : 0;
}

export function optionalNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const read = Number(value);
  return Number.isFinite(read) ? read : null;
}

/**
 * A file as either answer carries it: a StoredFileWire (the paged calls: a URL relative to the
 * API, made absolute here with the run-time API base) or base64 (SPEC.md's calls: made a data:
 * URL). null for none ('NA' and '' included).
 */
export function storedFile(value: unknown): StoredFile | null {
  if (typeof value === 'object' && value !== null)
    return fileByUrl(value as Received<StoredFileWire>);
  const base64 = optionalText(value);
  if (base64 === null || base64.toUpperCase() === 'NA') return null;
  const mediaType = mediaTypeOf(base64);
  return {
    url: base64.startsWith('data:') ? base64 : `data:${mediaType};base64,${base64}`,
    mediaType,
    byteSize: null,
    width: null,
    height: null,
    renditions: [],
  };
}

function fileByUrl(wire: Received<StoredFileWire>): StoredFile | null {
  const url = optionalText(wire.url);
  if (url === null) return null;
  const renditions = Array.isArray(wire.renditions) ? wire.renditions : [];
  return {
    url: apiAddress(url),
    mediaType: text(wire.mediaType),
    byteSize: optionalNumber(wire.byteSize),
    width: optionalNumber(wire.width),
    height: optionalNumber(wire.height),
    renditions: renditions.flatMap((item: Received<ImageRenditionWire> | null) => {
      const width = optionalNumber(item?.width);
      const address = optionalText(item?.url);
      return width !== null && address !== null ? [{ width, url: apiAddress(address) }] : [];
    }),
  };
}

/** The media type of base64 bytes by their first bytes: PDF, PNG, WebP, else JPEG. */
function mediaTypeOf(base64: string): string {
  const bytes = base64.replace(/^data:[^,]*,/, '');
  if (bytes.startsWith('JVBER')) return 'application/pdf';
  if (bytes.startsWith('iVBORw0KGgo')) return 'image/png';
  if (bytes.startsWith('UklGR')) return 'image/webp';
  return 'image/jpeg';
}

export function date(value: unknown): string | null {
  return optionalText(value);
}

export function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 'True' || value === 1 || value === 'Yes';
}

/** SPEC.md section 7: an answer is a list, or an object with the list in `data`. */
export function listOf<Wire = WireRecord>(answer: unknown): Received<Wire>[] {
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
  return Array.isArray(list)
    ? list.filter((item): item is Received<Wire> => typeof item === 'object' && item !== null)
    : [];
}
