import { testDatabases } from '../testing/databases';
import { bearer, createTestApp, signedIn, TEST_PASSWORD, type TestApp } from '../testing/testApp';

const ADMIN_CALL = '/api/v2/admin/notices';

describe.each(testDatabases())('POST /api/Account/logout on %s', (dialect) => {
  let t: TestApp;
  const logout = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/Account/logout', headers });
  const adminCall = (token: string) =>
    t.app.inject({ method: 'GET', url: ADMIN_CALL, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('ends the session: its token is refused from then on', async () => {
    const { token } = await signedIn(t, 'clerk@council.local', 'admin');
    expect((await adminCall(token)).statusCode).toBe(200);

    const response = await logout(bearer(token));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out.' });
    expect((await adminCall(token)).statusCode).toBe(401);
    // Signing out again finds no running session.
    expect((await logout(bearer(token))).statusCode).toBe(401);
  });

  it('ends that session only: another sign-in of the same account goes on', async () => {
    const first = await signedIn(t, 'officer@council.local', 'admin');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'officer@council.local', password: TEST_PASSWORD },
    });
    const other = second.json<{ token: string }>().token;

    await logout(bearer(first.token));

    expect((await adminCall(other)).statusCode).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', bearer('not.a.token')],
  ])('answers 401 to %s, changing nothing', async (_case, headers) => {
    const response = await logout(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toMatch(/sign in/);
  });
});
