import { AccountPaths, FILES_PATH, PressReleaseForm } from '@council/contract';
import type { FastifyError, LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../testing/databases';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { fields, multipart } from '../testing/multipart';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';
import { describeError } from './errors';

// Issue 26, point 3: an answer names the problem and never repeats what the client sent (a raw
// path, header or field value): an echo is a way to reflect hostile text through the API.
const MARK = 'EchoMark';
const HOSTILE = `${MARK}\u202e<script>परिषद`;

/** Whether an answer carries the mark, as sent or as the URL or JSON encodes it. */
const echoes = (body: string) => body.toLowerCase().includes(MARK.toLowerCase());

interface Probe {
  name: string;
  send: (t: TestApp, admin: string) => Promise<LightMyRequestResponse>;
}

const PROBES: Probe[] = [
  {
    name: 'a path parameter longer than the router takes (414)',
    send: (t) => t.app.inject(`${FILES_PATH}/${MARK}${'x'.repeat(200)}/abc/photo.jpg`),
  },
  {
    name: 'a path with a broken percent-encoding',
    send: (t) => t.app.inject(`${FILES_PATH}/%E0%A4${MARK}%/abc/photo.jpg`),
  },
  {
    name: 'a Content-Type nobody parses',
    send: (t, admin) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Admin/latest-news',
        headers: { ...bearer(admin), 'content-type': `application/x-${MARK}` },
        payload: 'x',
      }),
  },
  {
    name: 'a form with a file in a field it does not take',
    send: (t, admin) => {
      const form = multipart([
        ...fields({ [PressReleaseForm.id]: '0', [PressReleaseForm.title]: 'Meeting' }),
        { name: `${MARK}File`, filename: 'photo.jpg', content: Buffer.from([0xff, 0xd8]) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/Admin/press-release',
        headers: { ...form.headers, ...bearer(admin) },
        payload: form.payload,
      });
    },
  },
  {
    name: 'a form field longer than any field may be',
    send: (t, admin) => {
      const form = multipart(fields({ [`${MARK}Field`]: 'a'.repeat(300_000) }));
      return t.app.inject({
        method: 'POST',
        url: '/api/Admin/press-release',
        headers: { ...form.headers, ...bearer(admin) },
        payload: form.payload,
      });
    },
  },
  {
    name: 'a staff account with an email that is none',
    send: (t, admin) =>
      t.app.inject({
        method: 'POST',
        url: AccountPaths.admin.accounts,
        headers: bearer(admin),
        payload: { name: 'Meena', email: HOSTILE, role: 'admin' },
      }),
  },
  {
    name: 'a staff account with an email that has one',
    send: (t, admin) =>
      t.app.inject({
        method: 'POST',
        url: AccountPaths.admin.accounts,
        headers: bearer(admin),
        payload: { name: 'Meena', email: `${MARK}@council.local`, role: 'admin' },
      }),
  },
];

describe.each(testDatabases())('no answer echoes its input on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let admin: string;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(dialect, { mailer: mailbox.mailer });
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    await signedIn(t, `${MARK.toLowerCase()}@council.local`, 'user');
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it.each(PROBES)('refuses $name with a message of its own', async ({ send }) => {
    const answer = await send(t, admin);
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json()).toEqual({ message: expect.any(String) });
    expect([answer.statusCode, echoes(answer.body)]).toEqual([answer.statusCode, false]);
  });
});

describe('an error of Fastify or a plugin that we have no words for', () => {
  it('is answered with a sentence for its status, not its own message', () => {
    const error = Object.assign(new Error(`'${HOSTILE}' is not something we know`), {
      code: 'FST_ERR_SOMETHING_NEW',
      statusCode: 400,
    }) as FastifyError;
    const described = describeError(error);
    expect(described.status).toBe(400);
    expect(echoes(described.message)).toBe(false);
  });
});
