import { PDFDict, PDFName } from '@cantoo/pdf-lib';
import { onePageWith, withObjectStream } from '../testing/craftedFiles';
import { matchesIn, readPdfObjects } from './pdfObjects';

const MEGABYTE = 1024 * 1024;
/** `size` bytes of filler with `words` written at byte `at`. */
function fillerWith(words: string, at: number, size = 3 * MEGABYTE): Buffer {
  const content = Buffer.alloc(size, 0x20);
  content.write(words, at, 'latin1');
  return content;
}

/** The dictionaries read from a PDF that have `key`. */
function dictsWith(file: Buffer, key: string) {
  return readPdfObjects(file).all.filter(
    (object) => object instanceof PDFDict && object.has(PDFName.of(key)),
  );
}

describe('reading every object of a PDF', () => {
  it('finds a pattern wherever it is, across the windows the file is read in', () => {
    for (const at of [100, MEGABYTE - 5, MEGABYTE - 32, MEGABYTE + 3, 3 * MEGABYTE - 12]) {
      expect(matchesIn(fillerWith('<script>', at), /<script>/g, 5)).toEqual([at]);
    }
    const twice = fillerWith('<html>', MEGABYTE - 70);
    twice.write('<html>', 2 * MEGABYTE, 'latin1');
    expect(matchesIn(twice, /<html>/g, 5)).toEqual([MEGABYTE - 70, 2 * MEGABYTE]);
  });

  it('reads an object whose header has comments, a sign, or no space before obj', () => {
    for (const header of ['4 %a\n0 %b\nobj', '+4 0 obj', '4 0obj', '4\r\n0\r\nobj']) {
      const file = Buffer.from(
        onePageWith({})
          .toString('latin1')
          .replace('%%EOF', `${header} << /Marker 1 >> endobj\n%%EOF`),
        'latin1',
      );
      expect([header, dictsWith(file, 'Marker').length]).toEqual([header, 1]);
    }
  });

  it('reads the objects packed in an object stream, names decoded', () => {
    const file = withObjectStream('', ['<< /M#61rker 1 >>', '<< /Marker 2 >>']);
    expect(dictsWith(file, 'Marker')).toHaveLength(2);
  });

  it('refuses an object that does not read, rather than skip it', () => {
    const file = onePageWith({ catalog: '/Names << /Dests [ >>' });
    expect(() => readPdfObjects(file)).toThrow(expect.objectContaining({ fault: 'unreadable' }));
  });
});
