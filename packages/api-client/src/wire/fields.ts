// Readers for one wire field each. The contract comes from a backend that sends null, '' and 'NA'
// for "nothing"; screens get '' for missing text and null for a missing date, number or file.

export type WireRecord = Record<string, unknown>;

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
export function listOf(answer: unknown): WireRecord[] {
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
  return Array.isArray(list)
    ? list.filter((item): item is WireRecord => typeof item === 'object' && item !== null)
    : [];
}
