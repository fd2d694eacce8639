import { hasActivePdfContent } from './sniff';

const MEGABYTE = 1024 * 1024;
/** A PDF of `size` bytes of filler with `words` written at byte `at`. */
function pdfWith(words: string, at: number, size = 3 * MEGABYTE): Buffer {
  const content = Buffer.alloc(size, 0x20);
  content.write('%PDF-1.7', 0, 'latin1');
  content.write(words, at, 'latin1');
  return content;
}

describe('active PDF content', () => {
  it('is found wherever it is, across the windows it is read in', () => {
    for (const at of [100, MEGABYTE - 5, MEGABYTE - 32, MEGABYTE + 3, 3 * MEGABYTE - 12]) {
      expect([at, hasActivePdfContent(pdfWith('/JavaScript', at))]).toEqual([at, true]);
    }
    expect(hasActivePdfContent(pdfWith('/EmbeddedFiles ', 2 * MEGABYTE - 40))).toBe(true);
  });

  it('is not a longer name that starts the same, even where a window ends inside it', () => {
    // The first window ends after '/JavaScript'; the 'X' that follows is in the next one.
    const split = MEGABYTE - '/JavaScript'.length;
    expect(hasActivePdfContent(pdfWith('/JavaScriptX', split))).toBe(false);
    expect(hasActivePdfContent(pdfWith('/Launcher', 200))).toBe(false);
    expect(hasActivePdfContent(pdfWith('/Title (Water supply)', 200))).toBe(false);
  });
});
