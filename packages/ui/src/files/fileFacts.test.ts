import { act } from 'react';
import { i18n, initI18n, setLanguage } from '@council/i18n';
import { byteSizeOf, formatOf, shownSize } from './fileFacts';
import { fileFactsText } from './useFileFacts';

initI18n();

const file = (url: string, mediaType: string, byteSize: number | null) => ({
  url,
  mediaType,
  byteSize,
});

describe("a file's facts", () => {
  it('name the format by the media type, else by the name ending', () => {
    expect(formatOf(file('/api/files/1/ab/x.bin', 'application/pdf', 1))).toBe('PDF');
    expect(formatOf(file('/api/files/1/ab/photo.jpg', 'image/jpeg', 1))).toBe('JPEG');
    expect(formatOf(file('https://example.org/form.docx?v=2', '', null))).toBe('DOCX');
    expect(formatOf(file('data:application/pdf;base64,JVBERg==', '', null))).toBe('PDF');
    expect(formatOf(file('/api/files/1/ab/noending', 'application/x-unknown', 1))).toBe('');
  });

  it('count the bytes of a base64 file that came without a size', () => {
    const base64 = btoa('%PDF-1.4 hello');
    expect(byteSizeOf(file(`data:application/pdf;base64,${base64}`, '', null))).toBe(14);
    expect(byteSizeOf(file(`data:application/pdf;base64,${btoa('%PDF-')}`, '', null))).toBe(5);
    expect(byteSizeOf(file('/api/files/1/ab/x.pdf', 'application/pdf', 2048))).toBe(2048);
    expect(byteSizeOf(file('/api/files/1/ab/x.pdf', 'application/pdf', null))).toBeNull();
  });

  it.each([
    [0, 'kilobytes', 1],
    [300, 'kilobytes', 1],
    [250_880, 'kilobytes', 245],
    [1_022_000, 'kilobytes', 998],
    [1_024_000, 'megabytes', 1],
    [1_258_291, 'megabytes', 1.2],
    [12_582_912, 'megabytes', 12],
  ])('show %i bytes as %s: %d', (bytes, unit, amount) => {
    expect(shownSize(bytes)).toEqual({ unit, amount });
  });

  it("read 'PDF, 245 KB' in English and in Hindi, the format alone without a size", async () => {
    const pdf = file('/api/files/1/ab/x.pdf', 'application/pdf', 250_880);
    const t = i18n.getFixedT('en', 'ui');
    expect(fileFactsText(pdf, t)).toBe('PDF, 245 KB');
    expect(fileFactsText({ ...pdf, byteSize: 1_258_291 }, t)).toBe('PDF, 1.2 MB');
    expect(fileFactsText({ ...pdf, byteSize: null }, t)).toBe('PDF');
    await act(() => setLanguage('hi'));
    expect(i18n.hasResourceBundle('hi', 'ui')).toBe(true);
    expect(fileFactsText(pdf, i18n.getFixedT('hi', 'ui'))).toBe('PDF, 245 KB');
    await act(() => setLanguage('en'));
  });
});
