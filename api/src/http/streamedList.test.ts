import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { NoticeWire } from '@council/contract';
import { storeFile } from '../files/storedFiles';
import { testDatabases } from '../testing/databases';
import { insertComplaint } from '../testing/fixtures';
import { pdf } from '../testing/samples';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

/** A PDF of about `megabytes` MB: more than a socket holds, so a reader who stops stalls it. */
const bigPdf = (megabytes: number) =>
  Buffer.concat([pdf('Budget'), Buffer.alloc(megabytes * 1024 * 1024, 0x20)]);

async function addNotice(t: TestApp, title: string, content: Buffer) {
  const fileId = await storeFile(t.db, { mediaType: 'application/pdf', content });
  await t.db
    .insertInto('notice')
    .values({
      title,
      description: 'For the ward',
      issue_date: '2026-01-01',
      document_file_id: fileId,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe.each(testDatabases())('the SPEC.md list answers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addNotice(t, 'Water supply timings', pdf('Water'));
    await addNotice(t, 'Ward meeting', pdf('Meeting'));
  });
  afterAll(() => t.close());

  it('write a file of several chunks whole, and a text that looks like a file slot as text', async () => {
    const budget = bigPdf(1);
    await addNotice(t, '"stored-file:0123456789abcdef01234567:1"', budget);
    const notices = (await t.app.inject({ method: 'GET', url: '/api/Public/notice' })).json<
      Record<string, unknown>[]
    >();
    const slotLike = notices.find((notice) => String(notice.title).startsWith('"stored-file:'));
    expect(slotLike?.filePath).toBe(budget.toString('base64'));
    await t.db.deleteFrom('notice').where('title', 'like', '%stored-file:%').execute();
  });

  it('are written as the schema writes them: compact, fields in contract order, base64 files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Public/notice' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const notices = response.json<Record<string, unknown>[]>();
    expect(response.body).toBe(JSON.stringify(notices));
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(Object.keys(notice)).toEqual(Object.keys(NoticeWire.properties));
      expect(Buffer.from(String(notice.filePath), 'base64').subarray(0, 5).toString()).toBe(
        '%PDF-',
      );
    }
  });

  it('are compressed for a reader that accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/Public/notice' });
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/Public/notice',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });
});

describe.each(testDatabases())('the SPEC.md list answers in flight on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let citizen: string;
  const held: ClientRequest[] = [];

  beforeAll(async () => {
    // LEGACY_LISTS_IN_FLIGHT=1: one answer at a time.
    t = await createTestApp(dialect, { traffic: { legacyListsInFlight: 1 } });
    const user = await signedIn(t, 'citizen@council.local', 'user');
    citizen = user.token;
    await insertComplaint(t.db, user.id, 'Open');
    await addNotice(t, 'Budget 2026-27', bigPdf(8));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const request of held) request.destroy();
    await t.close();
  });

  /** Starts reading a list and stops after its headers, holding the answer open. */
  const holdOpen = (path: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpRequest(`${base}${path}`, (response) => {
        response.pause();
        resolve(response);
      });
      request.on('error', reject);
      held.push(request);
      request.end();
    });

  const list = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('answers 503 with Retry-After beyond the limit, and serves again once one is done', async () => {
    const first = await holdOpen('/api/Public/notice');
    expect(first.statusCode).toBe(200);

    for (const [url, token] of [
      ['/api/Public/gallery', undefined],
      ['/api/Public/complaint?statusFilter=All', undefined],
      ['/api/User/complaint?statusFilter=All', citizen],
      ['/api/Public/minister-officer-employee-by-designations?home=All', undefined],
    ] as const) {
      const busy = await list(url, token);
      expect([url, busy.statusCode, busy.json()]).toEqual([
        url,
        503,
        { message: 'The server is busy; please try again in a few seconds.' },
      ]);
      expect(busy.headers['retry-after']).toBe('5');
    }
    // The paged calls and the counts are not held up by it.
    expect((await list('/api/v2/public/notices')).statusCode).toBe(200);
    expect((await list('/api/Public/complaint-count?statusFilter=All')).statusCode).toBe(200);

    // The reader goes away: its place is free again.
    held.pop()?.destroy();
    const deadline = Date.now() + 5000;
    let again = await list('/api/Public/gallery');
    while (again.statusCode === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await list('/api/Public/gallery');
    }
    expect([again.statusCode, again.json()]).toEqual([200, []]);
  });

  it('frees its place when an answer has been read whole', async () => {
    for (let i = 0; i < 3; i++) {
      const complaints = await list('/api/User/complaint?statusFilter=All', citizen);
      expect(complaints.statusCode).toBe(200);
      expect(complaints.json()).toHaveLength(1);
    }
  });
});
