import { gzipSync } from 'node:zlib';
import { testDatabases } from '../testing/databases';
import { listenOnLoopback, type Answer, sendRaw } from '../testing/listening';
import { multipart } from '../testing/multipart';
import { tableCounts } from '../testing/requests';
import { pdf } from '../testing/samples';
import { bearer, createTestApp, signedIn, TEST_PASSWORD, type TestApp } from '../testing/testApp';

// Issue 18, point 3: a gzip multipart upload over ~64 KB held its socket forever.
const REFUSAL = {
  message: 'Compressed request bodies are not accepted: send the body without Content-Encoding.',
};

describe.each(testDatabases())('compressed request bodies on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    url = await listenOnLoopback(t.app);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
  });
  afterAll(() => t.close());

  const send = (path: string, headers: Record<string, string>, body: Buffer): Promise<Answer> =>
    sendRaw(`${url}${path}`, { method: 'POST', headers, body, timeoutMs: 3000 });

  it('refuses a gzip multipart upload larger than 64 KB at once, storing nothing', async () => {
    const before = await tableCounts(t);
    const form = multipart([
      { name: 'Tender.tender_no', value: 'DNP/2026/99' },
      // Random-looking bytes so that the gzip stays large too.
      {
        name: 'file',
        filename: 'big.pdf',
        content: pdf('x'.repeat(300_000)),
        type: 'application/pdf',
      },
    ]);
    const body = gzipSync(form.payload, { level: 0 });
    expect(body.length).toBeGreaterThan(64 * 1024);
    const answer = await send(
      '/api/Admin/tender',
      { ...form.headers, ...bearer(admin), 'content-encoding': 'gzip' },
      body,
    );
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toEqual(REFUSAL);
    expect(await tableCounts(t)).toEqual(before);
  });

  it.each(['gzip', 'deflate', 'br', 'x-unknown', 'identity, gzip'])(
    'refuses a JSON body sent with Content-Encoding %s',
    async (encoding) => {
      const json = Buffer.from(JSON.stringify({ email: 'a@b.c', password: TEST_PASSWORD }));
      const answer = await send(
        '/api/Account/login',
        { 'content-type': 'application/json', 'content-encoding': encoding },
        encoding === 'gzip' ? gzipSync(json) : json,
      );
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body)).toEqual(REFUSAL);
    },
  );

  it('reads a body sent with Content-Encoding identity as any other', async () => {
    const answer = await send(
      '/api/Account/login',
      { 'content-type': 'application/json', 'content-encoding': 'identity' },
      Buffer.from(JSON.stringify({ email: 'nobody@council.local', password: 'wrong password' })),
    );
    expect(answer.status).toBe(401);
  });
});
