import { DEFAULT_TOKEN_LIFE_SECONDS as LIFE } from '../config';
import { createHmac } from 'node:crypto';
import { signToken, verifyToken } from './jwt';
import { testDatabases } from '../testing/databases';
import { bearer, createTestApp, signedIn, TEST_SECRET, type TestApp } from '../testing/testApp';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ADMIN_CALL = '/api/Admin/complaint-count?statusFilter=All';
const USER_CALL = '/api/User/complaint-count?statusFilter=All';

describe.each(testDatabases())('role checks on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let userToken: string;
  let adminId: number;
  let userSession: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = await signedIn(t, 'admin@council.local', 'admin');
    const user = await signedIn(t, 'citizen@council.local', 'user');
    adminToken = admin.token;
    adminId = admin.id;
    userToken = user.token;
    userSession = String(verifyToken(userToken, TEST_SECRET)?.sid);
  });
  afterAll(() => t.close());

  it('lets each role into its own calls', async () => {
    expect((await get(ADMIN_CALL, bearer(adminToken))).statusCode).toBe(200);
    expect((await get(USER_CALL, bearer(userToken))).statusCode).toBe(200);
  });

  it('answers 403 to the other role', async () => {
    const userOnAdmin = await get(ADMIN_CALL, bearer(userToken));
    const adminOnUser = await get(USER_CALL, bearer(adminToken));
    expect(userOnAdmin.statusCode).toBe(403);
    expect(adminOnUser.statusCode).toBe(403);
    expect(userOnAdmin.json()).toEqual({ message: 'This call is only for admin accounts.' });
  });

  const badTokens: [string, () => Record<string, string>][] = [
    ['no token', () => ({})],
    ['an empty bearer', () => ({ authorization: 'Bearer ' })],
    ['another scheme', () => ({ authorization: `Basic ${adminToken}` })],
    ['a malformed token', () => bearer('not.a.token')],
    [
      'a tampered token',
      () => {
        const [header, , signature] = userToken.split('.');
        return bearer(
          `${header}.${b64({ sub: '1', email: 'x', role: 'admin', exp: 9e9 })}.${signature}`,
        );
      },
    ],
    [
      'alg none',
      () =>
        bearer(
          `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1', email: 'x', role: 'admin', exp: 9e9 })}.`,
        ),
    ],
    [
      'another secret',
      () =>
        bearer(signToken({ sub: '1', email: 'x', role: 'admin', sid: 'x' }, 'w'.repeat(40), LIFE)),
    ],
    [
      'an expired token',
      () =>
        bearer(signToken({ sub: '1', email: 'x', role: 'admin', sid: 'x' }, TEST_SECRET, LIFE, 0)),
    ],
    [
      'a non-numeric subject',
      () => {
        const body = `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', email: 'x', role: 'admin', sid: 'x', exp: 9e9 })}`;
        return bearer(
          `${body}.${createHmac('sha256', TEST_SECRET).update(body).digest('base64url')}`,
        );
      },
    ],
  ];

  it.each([
    ['no session on the server', (id: string) => ({ sid: 'no-such-session', sub: id })],
    ['another account’s session', (id: string) => ({ sid: userSession, sub: id })],
  ])('answers 401 to a well-signed token of %s', async (_name, claimsFor) => {
    const token = signToken(
      { email: 'admin@council.local', role: 'admin', ...claimsFor(String(adminId)) },
      TEST_SECRET,
      LIFE,
    );
    const response = await get(ADMIN_CALL, bearer(token));
    expect(response.statusCode).toBe(401);
  });

  it.each(badTokens)('answers 401 to %s', async (_name, headers) => {
    for (const url of [ADMIN_CALL, USER_CALL]) {
      const response = await get(url, headers());
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toMatch(/sign in/);
    }
  });

  it('guards every admin and user route, whatever its method', async () => {
    const guarded = routesOf(t).filter((route) => /^\/api\/(Admin|User)\//.test(route.url));
    expect(guarded.length).toBeGreaterThanOrEqual(2);
    for (const route of guarded) {
      const url = route.url.replace(/:\w+/g, '1');
      const response = await t.app.inject({ method: route.method, url });
      expect([route.method, url, response.statusCode]).toEqual([route.method, url, 401]);
    }
  });

  it('keeps officers to the grievance desk: 403 on every admin and citizen route', async () => {
    const officer = await signedIn(t, 'officer@council.local', 'officer');
    const routes = routesOf(t);
    const staffOnly = routes.filter((route) => /^\/api\/(Admin\/|v2\/admin\/)/.test(route.url));
    const citizenOnly = routes.filter((route) => /^\/api\/(User\/|v2\/user\/)/.test(route.url));
    expect(staffOnly.length).toBeGreaterThanOrEqual(10);
    for (const [list, message] of [
      [staffOnly, 'This call is only for admin accounts.'],
      [citizenOnly, 'This call is only for user accounts.'],
    ] as const) {
      for (const route of list) {
        const url = route.url.replace(/:\w+/g, '1');
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: bearer(officer.token),
        });
        expect([route.method, url, response.statusCode, response.json()]).toEqual([
          route.method,
          url,
          403,
          { message },
        ]);
      }
    }
  });

  it('guards every desk route: 401 without a token, 403 for a citizen', async () => {
    const desk = routesOf(t).filter((route) => route.url.startsWith('/api/v2/desk/'));
    expect(desk.length).toBeGreaterThanOrEqual(8);
    for (const route of desk) {
      const url = route.url.replace(/:\w+/g, '1');
      const anonymous = await t.app.inject({ method: route.method, url });
      const citizen = await t.app.inject({ method: route.method, url, headers: bearer(userToken) });
      expect([url, anonymous.statusCode, citizen.statusCode]).toEqual([url, 401, 403]);
    }
  });

  it('checks the role before reading the body', async () => {
    // A big body that a user may not send is refused without being parsed.
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_CALL,
      headers: { ...bearer(userToken), 'content-type': 'application/json' },
      payload: '{"broken json',
    });
    expect(response.statusCode).toBe(403);
  });
});

/** Every route, as the OpenAPI document lists them. */
function routesOf(t: TestApp): { method: string; url: string }[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([url, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase() as 'GET',
      url: url.replace(/\{(\w+)\}/g, ':$1'),
    })),
  );
}
