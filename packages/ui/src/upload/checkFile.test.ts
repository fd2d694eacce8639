import { checkFile } from './checkFile';
import { acceptOf } from './uploadRules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe("the API's rules for a picked file", () => {
  it('takes JPEG, PNG and WebP photos of at most 5 MB, and PDF documents of at most 20 MB', () => {
    expect(checkFile(file('a.jpg', 'image/jpeg'), 'photo')).toBeUndefined();
    expect(checkFile(file('a.webp', 'image/webp', 5 * MB), 'photo')).toBeUndefined();
    expect(checkFile(file('a.pdf', 'application/pdf', 20 * MB), 'document')).toBeUndefined();
  });

  it('refuses another kind, or a larger file, saying its size and the limit', () => {
    expect(checkFile(file('a.gif', 'image/gif'), 'photo')).toMatchObject({ reason: 'type' });
    expect(checkFile(file('a.pdf', 'application/pdf'), 'photo')).toMatchObject({ reason: 'type' });
    expect(checkFile(file('a.docx', 'application/msword'), 'document')).toMatchObject({
      reason: 'type',
      name: 'a.docx',
    });
    expect(checkFile(file('big.png', 'image/png', 5 * MB + 1), 'photo')).toEqual({
      reason: 'size',
      kind: 'photo',
      name: 'big.png',
      megabytes: 5.1,
      maxMegabytes: 5,
    });
    expect(checkFile(file('big.pdf', 'application/pdf', 31.5 * MB), 'document')).toMatchObject({
      reason: 'size',
      megabytes: 31.5,
      maxMegabytes: 20,
    });
  });

  it('goes by the name where the browser gives no type', () => {
    expect(checkFile(file('Scan.PDF', ''), 'document')).toBeUndefined();
    expect(checkFile(file('scan.tiff', ''), 'photo')).toMatchObject({ reason: 'type' });
  });

  it('offers only those kinds in the picker', () => {
    expect(acceptOf('document')).toBe('application/pdf,.pdf');
    expect(acceptOf('photo')).toBe('image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp');
  });
});
