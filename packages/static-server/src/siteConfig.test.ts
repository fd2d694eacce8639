import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { originOf, siteConfigFromEnv } from './siteConfig';

describe('siteConfigFromEnv', () => {
  it('uses the default ports of docs/CONTRACTS.md', () => {
    expect(siteConfigFromEnv({})).toEqual({
      apiBaseUrl: 'http://localhost:4000',
      remotes: {
        public_site: 'http://localhost:3001/remoteEntry.js',
        admin_console: 'http://localhost:3002/remoteEntry.js',
        citizen_portal: 'http://localhost:3003/remoteEntry.js',
      },
      screens: [],
    });
  });

  it('derives addresses from other ports', () => {
    const config = siteConfigFromEnv({ API_PORT: '5000', ADMIN_CONSOLE_PORT: '5002' });
    expect(config.apiBaseUrl).toBe('http://localhost:5000');
    expect(config.remotes.admin_console).toBe('http://localhost:5002/remoteEntry.js');
  });

  it('prefers explicit URLs and drops a trailing slash', () => {
    const config = siteConfigFromEnv({
      API_URL: 'https://api.council.example/',
      PUBLIC_SITE_URL: 'https://cdn.council.example/public/',
      PUBLIC_SITE_PORT: '9999',
    });
    expect(config.apiBaseUrl).toBe('https://api.council.example');
    expect(config.remotes.public_site).toBe('https://cdn.council.example/public/remoteEntry.js');
  });

  it('accepts an API on the same site as a path', () => {
    expect(siteConfigFromEnv({ API_URL: '/' }).apiBaseUrl).toBe('');
    expect(siteConfigFromEnv({ API_URL: '/backend' }).apiBaseUrl).toBe('/backend');
  });

  it('refuses an address that is neither a URL nor a path', () => {
    expect(() => siteConfigFromEnv({ API_URL: 'localhost:4000x' })).toThrow(/API_URL/);
  });
});

describe('originOf', () => {
  it('gives the origin of a URL and nothing for a path', () => {
    expect(originOf('http://localhost:3001/remoteEntry.js')).toBe('http://localhost:3001');
    expect(originOf('/api')).toBeUndefined();
  });

  it('adds the council from the COUNCIL_CONFIG file, and names a bad file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'council-'));
    const file = path.join(dir, 'council.json');
    writeFileSync(file, JSON.stringify({ name: 'Rampur Nagar Parishad' }));
    expect(siteConfigFromEnv({ COUNCIL_CONFIG: file }).council).toEqual({
      name: 'Rampur Nagar Parishad',
    });
    expect(siteConfigFromEnv({}).council).toBeUndefined();
    writeFileSync(file, '[1, 2]');
    expect(() => siteConfigFromEnv({ COUNCIL_CONFIG: file })).toThrow(/one JSON object/);
    expect(() => siteConfigFromEnv({ COUNCIL_CONFIG: path.join(dir, 'missing.json') })).toThrow(
      /not a readable JSON file/,
    );
  });
});
