import { downloadPdf, imageSrc, imageType, pdfFileName } from './base64Files';

describe('base64 files', () => {
  it('tell JPEG, PNG and WebP by their first bytes', () => {
    expect(imageType('/9j/4AAQSkZJRg')).toBe('image/jpeg');
    expect(imageType('iVBORw0KGgoAAAANSUhEUg')).toBe('image/png');
    expect(imageType('UklGRiQAAABXRUJQ')).toBe('image/webp');
    expect(imageSrc('iVBORw0KGgoAAAANSUhEUg')).toBe('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg');
    expect(imageSrc(null)).toBeNull();
  });

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
