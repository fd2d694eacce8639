import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { makeImage, makePdf } from '../demo/sampleFiles';
import { testDatabases } from '../testing/databases';
import { multipart } from '../testing/multipart';
import { refusals } from '../testing/openApiDocument';
import { createTestApp, bearer, signedIn, type TestApp } from '../testing/testApp';
import { CHUNK_BYTES, deleteFiles, describeFiles, storeFile } from './storedFiles';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const HINDI_TITLE = 'नगर परिषद सूचना 12/2026';

describe.each(testDatabases())('GET /api/files/{id}/{digest}/{name} on %s', (dialect) => {
  let t: TestApp;
  // A PDF of three chunks, every byte different from its neighbour's chunk.
  const pdf = Buffer.concat([
    makePdf('Water supply'),
    Buffer.from(Array.from({ length: 2 * CHUNK_BYTES + 1000 }, (_, i) => i % 251)),
  ]);
  let pdfId: number;
  let pdfUrl: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    pdfId = await storeFile(t.db, { mediaType: 'application/pdf', content: pdf });
    pdfUrl = (await describeFiles(t.db, [pdfId]))(pdfId, HINDI_TITLE)?.url ?? '';
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br', ...headers } });

  it('answers a PDF whole, uncompressed, cacheable for a year, inline with its Hindi name', async () => {
    expect(pdfUrl).toBe(
      `/api/files/${pdfId}/${sha256(pdf).slice(0, 16)}/${encodeURIComponent('नगर परिषद सूचना 12 2026.pdf')}`,
    );
    const response = await get(pdfUrl);
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, pdf)).toBe(0);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${sha256(pdf)}"`,
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'accept-ranges': 'bytes',
      'content-disposition': `inline; filename="12 2026.pdf"; filename*=UTF-8''${encodeURIComponent('नगर परिषद सूचना 12 2026.pdf')}`,
    });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('serves what is stored whatever the name says', async () => {
    const response = await get(pdfUrl.replace(/[^/]+$/, 'invoice.html'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^inline; filename="invoice.html.pdf";/,
    );
  });

  it('answers 304 when the cached copy is this file', async () => {
    for (const tag of [
      `"${sha256(pdf)}"`,
      `W/"${sha256(pdf)}"`,
      `"other", "${sha256(pdf)}"`,
      '*',
    ]) {
      const response = await get(pdfUrl, { 'if-none-match': tag });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload).toHaveLength(0);
      expect(response.headers.etag).toBe(`"${sha256(pdf)}"`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(pdfUrl, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers byte ranges with 206, across chunk boundaries, uncompressed', async () => {
    const size = pdf.length;
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      [`bytes=${CHUNK_BYTES - 10}-${2 * CHUNK_BYTES + 10}`, CHUNK_BYTES - 10, 2 * CHUNK_BYTES + 10],
      [`bytes=${CHUNK_BYTES}-`, CHUNK_BYTES, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 1}-${size + 50}`, size - 1, size - 1],
    ] as const) {
      const response = await get(pdfUrl, { range });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(Buffer.compare(response.rawPayload, pdf.subarray(start, end + 1))).toBe(0);
    }
  });

  it('answers the whole file for a malformed range or a stale If-Range', async () => {
    expect((await get(pdfUrl, { range: 'bytes=50-10' })).statusCode).toBe(200);
    const stale = await get(pdfUrl, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toHaveLength(pdf.length);
    const fresh = await get(pdfUrl, { range: 'bytes=0-9', 'if-range': `"${sha256(pdf)}"` });
    expect(fresh.statusCode).toBe(206);
  });

  it('answers 416 for a range past the end', async () => {
    for (const range of [`bytes=${pdf.length}-`, 'bytes=-0']) {
      const response = await get(pdfUrl, { range });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${pdf.length}`);
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.json()).toEqual({
        message: 'The asked range lies past the end of the file.',
      });
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: pdfUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(pdf.length));
    expect(response.rawPayload).toHaveLength(0);
  });

  it('answers 404 for anything that is not a stored file', async () => {
    const digest = sha256(pdf).slice(0, 16);
    const image = await storeFile(t.db, {
      mediaType: 'image/jpeg',
      content: await makeImage({ text: 'x', background: '#123456', width: 800, height: 400 }),
    });
    const [rendition] = (await describeFiles(t.db, [image]))(image)?.renditions ?? [];
    const renditionId = rendition?.url.split('/')[3];
    for (const url of [
      `/api/files/987654/${digest}/x.pdf`,
      `/api/files/${pdfId}/${'0'.repeat(16)}/x.pdf`,
      `/api/files/${pdfId}/${digest.toUpperCase()}/x.pdf`,
      `/api/files/${pdfId}/${digest.slice(0, 15)}/x.pdf`,
      `/api/files/abc/${digest}/x.pdf`,
      `/api/files/0/${digest}/x.pdf`,
      `/api/files/-1/${digest}/x.pdf`,
      `/api/files/${pdfId}.0/${digest}/x.pdf`,
      `/api/files/${pdfId}/${digest}`,
      `/api/files/${pdfId}/${digest}/..%2F..%2Fhealth`,
      `/api/files/${pdfId}/${digest}/a%5Cb.pdf`,
      `/api/files/${pdfId}/${digest}/../../health`,
      `/api/files/..%2F${pdfId}/${digest}/x.pdf`,
      `/api/files/${pdfId}%2F..%2F1/${digest}/x.pdf`,
      // A rendition's id with its original's digest.
      `/api/files/${renditionId}/${digest}/photo-320w.webp`,
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('serves an image and its WebP renditions, each by its own URL', async () => {
    const photo = await makeImage({
      text: 'Chhath Ghat',
      background: '#2a6f97',
      width: 1400,
      height: 700,
    });
    const id = await storeFile(t.db, { mediaType: 'image/jpeg', content: photo });
    const wire = (await describeFiles(t.db, [id]))(id);
    expect(wire).toMatchObject({ mediaType: 'image/jpeg', width: 1400, height: 700 });
    expect(wire?.url).toMatch(new RegExp(`^/api/files/${id}/[0-9a-f]{16}/photo\\.jpg$`));
    const original = await get(wire?.url ?? '');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['content-disposition']).toBeUndefined();
    expect(Buffer.compare(original.rawPayload, photo)).toBe(0);

    expect(wire?.renditions?.map((r) => r.width)).toEqual([320, 640, 1280]);
    for (const { width, url } of wire?.renditions ?? []) {
      expect(url).toMatch(new RegExp(`/photo-${width}w\\.webp$`));
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width,
        height: width / 2,
      });
    }
  });

  it('answers 404 for the files of a deleted file or record, renditions included', async () => {
    const id = await storeFile(t.db, {
      mediaType: 'image/png',
      content: await makeImage({
        text: 'p',
        background: '#335c67',
        width: 700,
        height: 350,
        format: 'png',
      }),
    });
    const wire = (await describeFiles(t.db, [id]))(id);
    const urls = [wire?.url ?? '', ...(wire?.renditions ?? []).map((r) => r.url)];
    expect(urls).toHaveLength(3);
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);
    await deleteFiles(t.db, [id]);
    for (const url of urls) expect((await get(url)).statusCode).toBe(404);
    expect((await describeFiles(t.db, [id]))(id)).toBeNull();

    // Through the SPEC.md calls: an admin publishes a notice, then deletes it.
    const admin = (await signedIn(t, 'files-admin@council.local', 'admin')).token;
    const form = multipart([
      { name: 'Notice.Id', value: '0' },
      { name: 'Notice.title', value: 'Short-lived' },
      {
        name: 'DocumentFile',
        filename: 'n.pdf',
        content: makePdf('Short'),
        type: 'application/pdf',
      },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/notice',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(admin) },
    });
    expect(created.statusCode).toBe(201);
    const noticeId = created.json<{ id: number }>().id;
    const { document_file_id: fileId } = await t.db
      .selectFrom('notice')
      .select('document_file_id')
      .where('id', '=', noticeId)
      .executeTakeFirstOrThrow();
    const noticeUrl = (await describeFiles(t.db, [fileId]))(fileId, 'Short-lived')?.url ?? '';
    expect((await get(noticeUrl)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/Admin/notice/${noticeId}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(noticeUrl)).statusCode).toBe(404);
  });

  it('is described in the OpenAPI document under Files', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { tags?: string[]; responses: Record<string, unknown> } }>;
    }>();
    const operation = document.paths['/api/files/{id}/{digest}/{name}']?.get;
    expect(operation?.tags).toEqual(['Files']);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([
      '200',
      '206',
      '304',
      ...refusals(404, 414, 416),
    ]);
  });
});
