import { fileName, inlineDisposition, isPlainName, sanitiseName } from './fileNames';

describe('file names', () => {
  it("make a name from the record's words with the media type's extension", () => {
    expect(fileName('application/pdf', 'Water supply notice')).toBe('Water supply notice.pdf');
    expect(fileName('application/pdf', 'NIT-12-2026.pdf')).toBe('NIT-12-2026.pdf');
    expect(fileName('application/pdf')).toBe('document.pdf');
    expect(fileName('image/jpeg')).toBe('photo.jpg');
    expect(fileName('image/webp', undefined, 640)).toBe('photo-640w.webp');
    expect(fileName('image/png', 'Town hall.png')).toBe('Town hall.png');
  });

  it('keep Hindi and drop what could be a path, a header break or a hidden character', () => {
    expect(sanitiseName('नगर परिषद सूचना 12/2026')).toBe('नगर परिषद सूचना 12 2026');
    expect(sanitiseName('../../etc/passwd')).toBe('etc passwd');
    expect(sanitiseName('a"b\r\nc\u202ed')).toBe('a b c d');
    expect(sanitiseName('Order no. 5.')).toBe('Order no. 5');
    expect(sanitiseName('x'.repeat(300))).toHaveLength(100);
    expect(isPlainName(fileName('application/pdf', 'Notice .. revised...'))).toBe(true);
  });

  it('refuse URL names that are paths', () => {
    expect(isPlainName('Water supply notice.pdf')).toBe(true);
    expect(isPlainName('नगर परिषद.pdf')).toBe(true);
    expect(isPlainName('../secret.pdf')).toBe(false);
    expect(isPlainName('a/b.pdf')).toBe(false);
    expect(isPlainName('a\\b.pdf')).toBe(false);
    expect(isPlainName('a\nb.pdf')).toBe(false);
  });

  it('give PDFs an inline disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(inlineDisposition('application/pdf', 'नगर परिषद सूचना 12 2026.pdf')).toBe(
      `inline; filename="12 2026.pdf"; filename*=UTF-8''${encodeURIComponent('नगर परिषद सूचना 12 2026.pdf')}`,
    );
    expect(inlineDisposition('application/pdf', 'सूचना')).toBe(
      `inline; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('सूचना.pdf')}`,
    );
    // The name never changes the type: an .html name is served as the PDF it is.
    expect(inlineDisposition('application/pdf', "page (1)'s.html")).toBe(
      `inline; filename="page (1)'s.html.pdf"; filename*=UTF-8''page%20%281%29%27s.html.pdf`,
    );
  });
});
