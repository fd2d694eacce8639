import { DEFAULT_TOKEN_LIFE_SECONDS as LIFE } from '../config';
import { signToken, verifyToken } from '../auth/jwt';
import { testDatabases } from '../testing/databases';
import { bearer, createTestApp, signedIn, TEST_SECRET, type TestApp } from '../testing/testApp';

describe.each(testDatabases())('POST /api/Account/refresh on %s', (dialect) => {
  let t: TestApp;
  const refresh = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/Account/refresh', headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers a new 5-minute token of the same session, which works', async () => {
    const { token } = await signedIn(t, 'citizen@council.local', 'user');
    const before = verifyToken(token, TEST_SECRET);

    const response = await refresh(bearer(token));

    expect(response.statusCode).toBe(200);
    const renewed = response.json<{ token: string }>().token;
    const after = verifyToken(renewed, TEST_SECRET);
    expect(after).toMatchObject({ sub: before?.sub, sid: before?.sid, role: 'user' });
    expect(after?.exp).toBeGreaterThanOrEqual(before?.exp ?? Infinity);
    const call = await t.app.inject({
      method: 'GET',
      url: '/api/v2/user/complaints',
      headers: bearer(renewed),
    });
    expect(call.statusCode).toBe(200);
  });

  it('gives nothing for a session that has ended, with either token', async () => {
    const { token } = await signedIn(t, 'ward@council.local', 'user');
    const renewed = (await refresh(bearer(token))).json<{ token: string }>().token;
    await t.app.inject({ method: 'POST', url: '/api/Account/logout', headers: bearer(renewed) });

    expect((await refresh(bearer(token))).statusCode).toBe(401);
    expect((await refresh(bearer(renewed))).statusCode).toBe(401);
  });

  it('gives nothing for an expired token, though its session still runs', async () => {
    const { token, id } = await signedIn(t, 'late@council.local', 'user');
    const sid = String(verifyToken(token, TEST_SECRET)?.sid);
    const expired = signToken(
      { sub: String(id), email: 'late@council.local', role: 'user', sid },
      TEST_SECRET,
      LIFE,
      0,
    );
    expect((await refresh(bearer(expired))).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const response = await refresh();
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toMatch(/sign in/);
  });
});
