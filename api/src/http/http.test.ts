import { testDatabases } from '../testing/databases';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/testApp';

describe.each(testDatabases())('HTTP basics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers an unknown address with 404 and a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: the API has no such address.' });
  });

  it('puts security headers on every answer, errors included', async () => {
    for (const url of ['/api/health', '/api/missing', '/api/Admin/complaint-count']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      // The test site is plain http: no HSTS (an https site's: http/security.test.ts).
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows only the configured site origins', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/Admin/complaint-count',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight(TEST_ORIGIN);
    expect(allowed.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the site use every method its calls use, PATCH of the accounts page included', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/admin/accounts/1',
      headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'PATCH' },
    });
    const allowed = String(preflight.headers['access-control-allow-methods']).split(/, */);
    expect(allowed).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
  });

  it('compresses answers for clients that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('describes itself in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/Account/login',
        '/api/health',
        '/api/Public/search',
        '/api/Public/minister-officer-employee-by-designations',
        '/api/Admin/tender',
        '/api/Admin/tender/{id}',
        '/api/User/add-complaint',
        '/api/User/complaint/{id}',
      ]),
    );
  });
});
