import { verifyToken } from '../auth/jwt';
import { testDatabases } from '../testing/databases';
import { createTestApp, TEST_PASSWORD, TEST_SECRET, type TestApp } from '../testing/testApp';
import { createAccount } from './accountStore';
import { DEFAULT_LOGIN_LIMITS } from './login';

describe.each(testDatabases())('POST /api/Account/login on %s', (dialect) => {
  let t: TestApp;
  const login = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/Account/login', payload: body as object });

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      loginLimits: {
        ...DEFAULT_LOGIN_LIMITS,
        addressFirstDelayMs: 0,
        failuresPerEmailAndAddress: 3,
        windowMs: 60_000,
      },
    });
    await createAccount(t.db, {
      email: 'admin@council.local',
      role: 'admin',
      password: TEST_PASSWORD,
    });
    await createAccount(t.db, {
      email: 'citizen@council.local',
      role: 'user',
      password: TEST_PASSWORD,
      name: 'Asha Verma',
    });
  });
  afterAll(() => t.close());

  it.each([
    ['admin@council.local', 'admin'],
    ['Citizen@Council.local', 'user'],
  ])('signs %s in with a 5-minute token carrying role %s', async (email, role) => {
    const before = Math.floor(Date.now() / 1000);
    const response = await login({ email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const claims = verifyToken(response.json<{ token: string }>().token, TEST_SECRET);
    expect(claims).toMatchObject({ role, email: email.toLowerCase() });
    expect((claims?.exp ?? 0) - before).toBeGreaterThanOrEqual(299);
    expect((claims?.exp ?? 0) - before).toBeLessThanOrEqual(301);
  });

  it("names the person in the token when the account has a name, for the header's greeting", async () => {
    const payloadOf = async (email: string) => {
      const { token } = (await login({ email, password: TEST_PASSWORD })).json<{ token: string }>();
      return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as object;
    };
    expect(await payloadOf('citizen@council.local')).toMatchObject({ name: 'Asha Verma' });
    expect(await payloadOf('admin@council.local')).not.toHaveProperty('name');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const wrongPassword = await login({ email: 'admin@council.local', password: 'not-it' });
    const unknownEmail = await login({ email: 'nobody@council.local', password: 'not-it' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it.each([
    [{ password: 'x' }, 'email is required.'],
    [{ email: 'a@b.c' }, 'password is required.'],
    [{ email: '', password: 'x' }, 'email is required.'],
    [{ email: 'a@b.c', password: { guess: 1 } }, 'password must be a string.'],
  ])('refuses %j with 400 and a message', async (body, message) => {
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses malformed JSON and a body that is not JSON with a 4xx message', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a</email>',
    });
    expect(xml.statusCode).toBe(415);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: 'The request body must be an object.' });
    expect(xml.json<{ message: string }>().message).toMatch(/not accepted/);
  });

  it('refuses a 1 MB password without a server error', async () => {
    const response = await login({
      email: 'admin@council.local',
      password: 'p'.repeat(1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('refuses a __proto__ key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.c","password":"x","__proto__":{"role":"admin"}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a disabled account with 403 after the right password only', async () => {
    const id = await createAccount(t.db, {
      email: 'former@council.local',
      role: 'admin',
      password: TEST_PASSWORD,
    });
    await t.db
      .updateTable('account')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();

    const right = await login({ email: 'former@council.local', password: TEST_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      message: 'This account has been disabled. Please contact the council office.',
    });
    // A stranger guessing learns nothing of the account.
    const wrong = await login({ email: 'former@council.local', password: 'not-it' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    const sessions = await t.db
      .selectFrom('account_session')
      .select('id')
      .where('account_id', '=', id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('limits failed attempts per email from an address with 429, even for the right password', async () => {
    const email = 'citizen@council.local';
    for (let i = 0; i < 3; i++) {
      expect((await login({ email, password: 'guess' })).statusCode).toBe(401);
    }
    const blocked = await login({ email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(/Too many sign-in attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another email from the same address is not affected (loginLimits.test.ts: nor is this
    // email from another address).
    expect(
      (await login({ email: 'admin@council.local', password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe.each(testDatabases())('login failures from one address on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      loginLimits: {
        ...DEFAULT_LOGIN_LIMITS,
        addressFailuresBeforeDelay: 2,
        addressFirstDelayMs: 100,
        addressLongestDelayMs: 100,
        failuresPerEmailAndAddress: 100,
        windowMs: 60_000,
      },
    });
    await createAccount(t.db, {
      email: 'admin@council.local',
      role: 'admin',
      password: TEST_PASSWORD,
    });
  });
  afterAll(() => t.close());

  it('slow the address once it has failed often, whatever the email, and never hold it', async () => {
    const statuses = [];
    for (const email of ['a@x.local', 'b@x.local', 'c@x.local']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Account/login',
        payload: { email, password: 'guess' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401]);
    const started = Date.now();
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'admin@council.local', password: TEST_PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100 - 5);
  });
});
