import type { StoredFile } from '@council/api-client';

/** A PDF the API keeps, by URL, as a record read from a paged list carries it. */
export const storedPdf = (name: string): StoredFile => ({
  url: `http://api.test/api/files/1/0123456789abcdef/${encodeURIComponent(name)}`,
  mediaType: 'application/pdf',
  byteSize: 4,
  width: null,
  height: null,
  renditions: [],
});
