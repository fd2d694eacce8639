import { boundaryOf, UnnamedPartWatch } from './unnamedParts';

const named = (name: string, value: string) =>
  `--B\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string) =>
  `--B\r\nContent-Disposition: form-data; name="${name}"; filename="photo.jpg"\r\n` +
  'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff\r\n';
const END = '--B--\r\n';

/** Feeds the body in chunks of `size` bytes, as a slow network would. */
function watched(body: string, size = body.length) {
  const watch = new UnnamedPartWatch('B');
  const bytes = Buffer.from(body, 'latin1');
  for (let at = 0; at < bytes.length; at += size) watch.write(bytes.subarray(at, at + size));
  return watch.fault?.message;
}

describe('a part whose headers do not name a form field (issue 26)', () => {
  const good =
    named('Notice.title', 'Water') + file('DocumentFile') + named('Notice.Id', '0') + END;

  it.each([1, 3, 7, 1000])('lets a well-formed form through, in chunks of %i bytes', (size) => {
    expect(watched(good, size)).toBeUndefined();
  });

  it('lets a preamble before the first boundary and an epilogue after the last through', () => {
    expect(watched(`a preamble\r\n${good}an epilogue\r\n--B\r\nX: y\r\n\r\n`)).toBeUndefined();
  });

  it.each([
    ['a first part without Content-Disposition', `--B\r\nContent-Type: text/plain\r\n\r\nx\r\n`],
    ['a part with no headers at all', `--B\r\n\r\nx\r\n`],
    ['a Content-Disposition without a name', `--B\r\nContent-Disposition: form-data\r\n\r\nx\r\n`],
    ['a disposition that is not form-data', `--B\r\nContent-Disposition: inline; name="a"\r\n\r\n`],
  ])('refuses %s, in any chunking', (_name, bad) => {
    for (const size of [1, 5, 1000]) {
      expect([size, watched(bad + good, size)]).toEqual([size, expect.stringMatching(/name/)]);
      expect([size, watched(named('a', 'b') + bad + END, size)]).toEqual([
        size,
        expect.stringMatching(/name/),
      ]);
    }
  });

  it('refuses headers that never end', () => {
    expect(watched(`--B\r\nX-Long: ${'y'.repeat(20_000)}`)).toEqual(expect.any(String));
  });

  it('reads the boundary of a Content-Type, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
  });
});
