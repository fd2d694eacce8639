import Fastify from 'fastify';
import { installHttpBasics } from './security';

/** A bare app with the API's headers, as the site at `siteUrl` would have them. */
async function appFor(siteUrl: string) {
  const app = Fastify();
  await installHttpBasics(app, [siteUrl], siteUrl);
  app.get('/api/health', async () => ({ status: 'ok' }));
  return app;
}

// Issue 18, point 8: HSTS only where the site is served over https.
describe('Strict-Transport-Security on the API', () => {
  it('is sent for a year, subdomains included, when the site is https', async () => {
    const app = await appFor('https://council.example');
    const { headers } = await app.inject({ method: 'GET', url: '/api/health' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is never sent when the site is plain http', async () => {
    const app = await appFor('http://localhost:3000');
    const { headers } = await app.inject({ method: 'GET', url: '/api/health' });
    expect(headers['strict-transport-security']).toBeUndefined();
    // The other headers stay.
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
