import { testDatabases } from '../testing/databases';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

const HINDI = { 'accept-language': 'hi' };

describe.each(testDatabases())("the API's sentences in the reader's language on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
  });
  afterAll(() => t.close());

  const login = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/Account/login', payload: {}, headers });

  it('answers a bad request in Hindi when asked, and in English, as before, when not', async () => {
    const hindi = await login(HINDI);
    expect([hindi.statusCode, hindi.json()]).toEqual([400, { message: 'ई-मेल भरना अनिवार्य है।' }]);
    const english = await login({});
    expect([english.statusCode, english.json()]).toEqual([400, { message: 'email is required.' }]);
  });

  it('weighs the languages a browser offers by their q-values', async () => {
    const messageFor = async (header: string) =>
      (await login({ 'accept-language': header })).json<{ message: string }>().message;
    expect(await messageFor('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ई-मेल भरना अनिवार्य है।');
    expect(await messageFor('en-GB,en;q=0.9,hi;q=0.8')).toBe('email is required.');
    expect(await messageFor('en;q=0.4, hi;q=0.6')).toBe('ई-मेल भरना अनिवार्य है।');
    expect(await messageFor('hi;q=0, en')).toBe('email is required.');
    // A language the site does not offer is not Hindi: English.
    expect(await messageFor('fr-FR')).toBe('email is required.');
    expect(await messageFor('not a language header')).toBe('email is required.');
  });

  it('says so to caches: an answer with a message varies by Accept-Language', async () => {
    const response = await login({ 'accept-encoding': 'gzip' });
    const vary = String(response.headers.vary).toLowerCase().split(/,\s*/);
    expect(vary).toContain('accept-language');
  });

  it('translates the refusals of the 404 handler and of a role check', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/Nothing/here', headers: HINDI });
    expect(missing.json()).toEqual({ message: 'नहीं मिला: API में ऐसा कोई पता नहीं है।' });
    const guarded = await t.app.inject({
      method: 'GET',
      url: '/api/Admin/complaint-count',
      headers: HINDI,
    });
    expect([guarded.statusCode, guarded.json()]).toEqual([
      401,
      { message: 'कृपया फिर से लॉग इन करें: आपका सत्र उपलब्ध नहीं है या समाप्त हो गया है।' },
    ]);
  });

  it('puts the values of a sentence in their places, the words among them in Hindi too', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/Admin/notice/987',
      headers: { ...bearer(admin), ...HINDI },
    });
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { message: 'सूचना (आईडी 987) उपलब्ध नहीं है।' },
    ]);
  });

  it('translates a success message too', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/latest-news',
      payload: { title: 'Water supply', description: 'Tuesday morning' },
      headers: bearer(admin),
    });
    const { id } = created.json<{ id: number }>();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/Admin/latest-news/${id}`,
      headers: { ...bearer(admin), ...HINDI },
    });
    expect(deleted.json()).toEqual({ message: 'समाचार सफलतापूर्वक हटाया गया!' });
  });

  it('leaves answers without a message as they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: HINDI });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).not.toMatch(/[\u0900-\u097f]/);
  });
});
