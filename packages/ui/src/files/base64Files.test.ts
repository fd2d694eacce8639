import { downloadPdf, pdfFileName } from './base64Files';

describe('base64 files', () => {
  it("name a document by its title, or 'document'", () => {
    expect(pdfFileName('Water tax notice')).toBe('Water tax notice.pdf');
    expect(pdfFileName('')).toBe('document.pdf');
    expect(pdfFileName(null)).toBe('document.pdf');
    expect(pdfFileName('a/b:c')).toBe('a b c.pdf');
  });

  it('save a PDF under that name', () => {
    const clicked: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    downloadPdf(btoa('%PDF-1.4'), 'Budget 2026');
    expect(clicked).toEqual(['Budget 2026.pdf']);
  });
});
