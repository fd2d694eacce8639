import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listeningUrl, runApi } from './testing/apiProcess';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'council-main-'));

describe('the API process', () => {
  it('serves, then stops cleanly within 10 s on SIGTERM', async () => {
    const api = runApi({ DATA_DIR: freshDataDir() });
    try {
      const url = await listeningUrl(api);
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const started = Date.now();
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      // Logs are JSON lines.
      const [firstLine = ''] = api.output().split('\n');
      expect(JSON.parse(firstLine)).toHaveProperty('level');
    } finally {
      api.child.kill('SIGKILL');
    }
  });

  it('refuses to start with a short JWT_SECRET and says why', async () => {
    const api = runApi({ DATA_DIR: freshDataDir(), JWT_SECRET: 'too-short' });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/cannot start.*JWT secret from JWT_SECRET is empty or too short/);
  });
});
