/** Bytes `start` to `end` of a file, both inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header for a file of `size` bytes (RFC 9110 section 14): one range in the
 * forms `bytes=a-b`, `bytes=a-` or `bytes=-n`. 'whole' for no header, for a form we do not
 * serve (several ranges, other units) or a malformed one: the whole file is then answered,
 * as the RFC allows. 'unsatisfiable' when the range lies wholly past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'whole' | 'unsatisfiable' {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
