import { parseRange } from './byteRange';

describe('parseRange', () => {
  it('reads the three forms of one range, clamped to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('finds a range past the end unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-1005', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('answers the whole file for no range, several ranges or a malformed one', () => {
    for (const header of [
      undefined,
      '',
      'bytes=-',
      'bytes=5-2',
      'bytes=0-1,5-6',
      'items=0-1',
      'bytes=a-b',
      'bytes=1.5-2',
    ]) {
      expect(parseRange(header, 1000)).toBe('whole');
    }
  });
});
