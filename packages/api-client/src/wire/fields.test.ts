import { aStoredImage, aStoredPdf } from '@council/api-fake';
import { configureApi } from '@council/shared-auth';
import { storedFile } from './fields';

// The API's base as a deployment sets it at run time: files by URL are fetched from there.
beforeAll(() => configureApi({ baseUrl: 'https://api.council.example/' }));

describe('storedFile', () => {
  it('makes base64 a data: URL of its media type, known by its first bytes', () => {
    const read = (base64: string) => storedFile(base64);
    expect(read('JVBERi0xLjQ=')).toEqual({
      url: 'data:application/pdf;base64,JVBERi0xLjQ=',
      mediaType: 'application/pdf',
      byteSize: null,
      width: null,
      height: null,
      renditions: [],
    });
    expect(read('iVBORw0KGgoAAAANSUhEUg')?.url).toBe(
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg',
    );
    expect(read('UklGRiQAAABXRUJQ')?.mediaType).toBe('image/webp');
    expect(read('/9j/4AAQSkZJRg')?.mediaType).toBe('image/jpeg');
  });

  it('keeps a value that already is a data: URL as it is', () => {
    const url = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg';
    expect(storedFile(url)).toMatchObject({ url, mediaType: 'image/png' });
  });

  it('reads a file by URL with the API base in front of it and of every rendition', () => {
    expect(storedFile(aStoredImage())).toEqual({
      url: 'https://api.council.example/api/files/7/0123456789abcdef/photo.jpg',
      mediaType: 'image/jpeg',
      byteSize: 812_345,
      width: 1600,
      height: 1200,
      renditions: [320, 640, 1280].map((width) => ({
        width,
        url: `https://api.council.example/api/files/${width}/fedcba9876543210/photo-${width}w.webp`,
      })),
    });
  });

  it('reads a PDF by URL, with no size in pixels and no renditions', () => {
    expect(storedFile(aStoredPdf('Water tax.pdf'))).toEqual({
      url: 'https://api.council.example/api/files/9/00112233aabbccdd/Water%20tax.pdf',
      mediaType: 'application/pdf',
      byteSize: 1_234_567,
      width: null,
      height: null,
      renditions: [],
    });
  });

  it('keeps an absolute URL as the API sent it', () => {
    const url = 'https://files.council.example/api/files/7/0123456789abcdef/photo.jpg';
    expect(storedFile(aStoredImage({ url, renditions: [] }))?.url).toBe(url);
  });

  it("treats 'NA', '' and null as no file", () => {
    for (const none of ['NA', 'na', '', '  ', null, undefined]) expect(storedFile(none)).toBeNull();
  });

  it('reads a file by URL without a url as no file', () => {
    expect(storedFile({ mediaType: 'image/jpeg', byteSize: 10 })).toBeNull();
    expect(storedFile({ url: '', mediaType: 'image/jpeg' })).toBeNull();
  });

  it('skips renditions it cannot use and survives a list that is not one', () => {
    const read = storedFile({
      ...aStoredImage(),
      renditions: [
        null,
        'a.webp',
        { width: 'wide', url: '/api/files/2/ab/a.webp' },
        { width: 320 },
        { width: 640, url: '/api/files/3/cd/b-640w.webp' },
      ],
    });
    expect(read?.renditions).toEqual([
      { width: 640, url: 'https://api.council.example/api/files/3/cd/b-640w.webp' },
    ]);
    expect(storedFile({ ...aStoredImage(), renditions: 'none' })?.renditions).toEqual([]);
  });

  it('reads missing numbers as unknown', () => {
    expect(
      storedFile({ url: '/api/files/1/ab/photo.jpg', mediaType: 'image/jpeg', width: 'x' }),
    ).toMatchObject({ byteSize: null, width: null, height: null });
  });
});
