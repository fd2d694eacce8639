import { FeedbackPaths, type FeedbackReceipt } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { createTestApp, type TestApp } from '../testing/testApp';

const URL = FeedbackPaths.public.feedback;
/** The site's configured limit (FEEDBACK_PER_HOUR), small here so that the tests stay quick. */
const FEEDBACK_PER_HOUR = 3;
const GOOD = {
  name: ' Sunita Kumari ',
  email: 'Sunita@Example.com',
  phone: '+91 98765-43210',
  project: 'Ward 4 drains',
  subject: 'Street light',
  message: 'The light near the temple has been out for a week.',
  sentFrom: 'contact',
};

describe.each(testDatabases())('a message from a reader on %s', (dialect) => {
  let t: TestApp;
  // Each test sends from its own address, so that one test's messages leave the next's limit.
  let address = 0;
  const nextAddress = () => `10.0.0.${++address}`;
  const send = (payload: object, remoteAddress = nextAddress(), headers: object = {}) =>
    t.app.inject({ method: 'POST', url: URL, payload, remoteAddress, headers: { ...headers } });
  const stored = () => t.db.selectFrom('feedback').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, { traffic: { feedbackPerHour: FEEDBACK_PER_HOUR } });
  });
  afterAll(() => t.close());

  it('is stored, trimmed, and answered 201 with a reference number to quote', async () => {
    const before = (await stored()).length;
    const response = await send(GOOD);
    expect(response.statusCode).toBe(201);
    const receipt = response.json<FeedbackReceipt>();
    const rows = await stored();
    const row = rows[rows.length - 1];
    const year = new Date().toISOString().slice(0, 4);
    expect(receipt.reference).toBe(`FB/${year}/${String(row?.id).padStart(6, '0')}`);
    expect(receipt.message).toBe(
      `Thank you. Your message has reached the council; its reference number is ${receipt.reference}.`,
    );
    expect(rows).toHaveLength(before + 1);
    expect(row).toEqual(
      expect.objectContaining({
        name: 'Sunita Kumari',
        email: 'sunita@example.com',
        phone: '+91 98765-43210',
        project: 'Ward 4 drains',
        subject: 'Street light',
        message: GOOD.message,
        page: 'contact',
        handled_at: null,
        handled_by: null,
      }),
    );
  });

  it('needs no phone or project, and comes from /feedback unless it says otherwise', async () => {
    const { phone: _phone, project: _project, sentFrom: _from, ...bare } = GOOD;
    expect((await send(bare)).statusCode).toBe(201);
    expect((await send({ ...GOOD, phone: '  ', project: '' })).statusCode).toBe(201);
    const rows = (await stored()).slice(-2);
    expect(rows.map(({ phone, project, page }) => ({ phone, project, page }))).toEqual([
      { phone: '', project: '', page: 'feedback' },
      { phone: '', project: '', page: 'contact' },
    ]);
  });

  it('answers in Hindi for a reader of the Hindi site', async () => {
    const response = await send(GOOD, nextAddress(), { 'accept-language': 'hi' });
    expect(response.json<FeedbackReceipt>().message).toMatch(/^धन्यवाद। .*FB\/\d{4}\/\d{6} है।$/);
  });

  it.each([
    [{ name: '   ' }, 'Please enter your name.'],
    [{ email: '' }, 'Please enter your email address.'],
    [{ email: 'sunita@example' }, 'Please enter a valid email address, such as name@example.com.'],
    [
      { phone: '12345' },
      'Please enter a phone number of 6 to 15 digits (with +, spaces or dashes if you like), or leave it empty.',
    ],
    [
      { phone: 'call me' },
      'Please enter a phone number of 6 to 15 digits (with +, spaces or dashes if you like), or leave it empty.',
    ],
    [{ subject: ' ' }, 'Please enter a subject.'],
    [{ message: '\n\n' }, 'Please write your message.'],
    [{ message: 'x'.repeat(3001) }, 'message must have at most 3000 characters.'],
    [{ subject: 'x'.repeat(151) }, 'subject must have at most 150 characters.'],
    [{ name: 'Sunita <script>' }, 'The name must not contain HTML tags.'],
    [{ message: 'Hello\u202eworld' }, 'The message contains a character that is not allowed.'],
    [{ project: 'a\u0007b' }, 'The project contains a character that is not allowed.'],
    [{ sentFrom: 'home' }, 'sentFrom has a value that is not allowed.'],
    [{ message: { text: 'Hello' } }, 'message must be a string.'],
  ])('refuses %p with 400 "%s" and stores nothing', async (change, sentence) => {
    const before = (await stored()).length;
    const response = await send({ ...GOOD, ...change });
    expect([response.statusCode, response.json()]).toEqual([400, { message: sentence }]);
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ['a body that is not JSON', 'name=Sunita', 'application/x-www-form-urlencoded', 415],
    ['broken JSON', '{"name": ', 'application/json', 400],
    [
      'a body past 32 KB',
      JSON.stringify({ ...GOOD, message: 'x'.repeat(40_000) }),
      'application/json',
      413,
    ],
  ])('refuses %s with a 4xx and a sentence, storing nothing', async (_, payload, type, status) => {
    const before = (await stored()).length;
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'content-type': type },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    expect(await stored()).toHaveLength(before);
  });

  it('refuses a message without a required field', async () => {
    const { subject: _subject, ...noSubject } = GOOD;
    const response = await send(noSubject);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'subject is required.' },
    ]);
  });

  it(`takes ${FEEDBACK_PER_HOUR} messages an hour from one address, then a 429 with Retry-After`, async () => {
    const crowded = nextAddress();
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1) {
      expect((await send(GOOD, crowded)).statusCode).toBe(201);
    }
    const before = (await stored()).length;
    const refused = await send(GOOD, crowded);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json()).toEqual({
      message:
        'Too many messages have been sent from your network in the last hour. Please try again in 60 minutes.',
    });
    expect(await stored()).toHaveLength(before);
    // Another address is not held back by this one's messages.
    expect((await send(GOOD)).statusCode).toBe(201);
  });

  it('counts no refused message against the address', async () => {
    const careless = nextAddress();
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1) {
      expect((await send({ ...GOOD, email: 'nobody' }, careless)).statusCode).toBe(400);
    }
    expect((await send(GOOD, careless)).statusCode).toBe(201);
  });
});
