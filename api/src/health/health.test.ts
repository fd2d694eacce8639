import { testDatabases } from '../testing/databases';
import { createTestApp } from '../testing/testApp';

describe.each(testDatabases())('GET /api/health on %s', (dialect) => {
  it('answers ok while the database answers, 503 once it is gone', async () => {
    const t = await createTestApp(dialect);
    try {
      const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok' });
      await t.db.destroy();
      const down = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: 'The database does not answer.' });
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
