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

/** A base64 file, or null for none ('NA' and '' included). */
export function file(value: unknown): string | null {
  const read = optionalText(value);
  return read === null || read.toUpperCase() === 'NA' ? null : read;
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
