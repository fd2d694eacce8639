import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const LONG_SECRET = 'x'.repeat(32);
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'council-config-'));

describe('loadConfig', () => {
  it('refuses an empty or short JWT_SECRET', () => {
    const DATA_DIR = freshDataDir();
    expect(() => loadConfig({ DATA_DIR, JWT_SECRET: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR, JWT_SECRET: 'short-secret' })).toThrow(
      /at least 32 characters/,
    );
  });

  it('takes a long enough JWT_SECRET as is', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir(), JWT_SECRET: LONG_SECRET }).jwtSecret).toBe(
      LONG_SECRET,
    );
  });

  it('generates a secret once in DATA_DIR/jwt-secret and keeps it', () => {
    const DATA_DIR = freshDataDir();
    const first = loadConfig({ DATA_DIR }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR }).jwtSecret).toBe(first);
    const file = path.join(DATA_DIR, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('asks for JWT_SECRET with PostgreSQL instead of inventing one per process', () => {
    expect(() =>
      loadConfig({ DATA_DIR: freshDataDir(), DATABASE_URL: 'postgres://db/council' }),
    ).toThrow(/JWT_SECRET is required/);
  });

  it('has the defaults of docs/CONTRACTS.md', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    expect(config).toMatchObject({
      host: 'localhost',
      port: 4000,
      databaseUrl: undefined,
      demo: false,
      demoPassword: 'demo-password',
      logLevel: 'info',
    });
    expect(config.corsOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
    ]);
    expect(config.limits).toEqual({ imageBytes: 5 * 1024 * 1024, documentBytes: 20 * 1024 * 1024 });
    expect(config.traffic).toEqual({
      legacyListsInFlight: 4,
      pageCacheMs: 2000,
      complaintsPerHour: 5,
      complaintsPerDay: 20,
      signupsPerHour: 20,
      accountMailsPerHour: 20,
      mailsPerEmailPerHour: 3,
      linkUsesPerHour: 30,
    });
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      HOST: '0.0.0.0',
      API_PORT: '4100',
      DEMO: '1',
      DEMO_PASSWORD: 'another-password',
      CORS_ORIGINS: 'https://council.example/, https://admin.council.example',
      LOG_LEVEL: 'warn',
      MAX_IMAGE_MB: '2',
      LEGACY_LISTS_IN_FLIGHT: '1',
      COMPLAINTS_PER_HOUR: '3',
      COMPLAINTS_PER_DAY: '10',
      PAGE_CACHE_MS: '0',
      SIGNUPS_PER_HOUR: '50',
      ACCOUNT_MAILS_PER_HOUR: '40',
      MAILS_PER_EMAIL_PER_HOUR: '2',
      LINK_USES_PER_HOUR: '60',
    });
    expect(config).toMatchObject({ host: '0.0.0.0', port: 4100, demo: true, logLevel: 'warn' });
    expect(config.corsOrigins).toEqual([
      'https://council.example',
      'https://admin.council.example',
    ]);
    expect(config.limits.imageBytes).toBe(2 * 1024 * 1024);
    expect(config.traffic).toEqual({
      legacyListsInFlight: 1,
      pageCacheMs: 0,
      complaintsPerHour: 3,
      complaintsPerDay: 10,
      signupsPerHour: 50,
      accountMailsPerHour: 40,
      mailsPerEmailPerHour: 2,
      linkUsesPerHour: 60,
    });
  });

  it("takes the complaint prefix from COUNCIL_CONFIG, the demo council's, or 'CMP'", () => {
    const council = (json: object) => {
      const file = path.join(freshDataDir(), 'council.json');
      writeFileSync(file, JSON.stringify(json));
      return loadConfig({ DATA_DIR: freshDataDir(), COUNCIL_CONFIG: file }).mail;
    };
    expect(loadConfig({ DATA_DIR: freshDataDir() }).mail.complaintPrefix).toBe('SNP');
    expect(council({ name: 'Rampur', complaintPrefix: 'RNP' }).complaintPrefix).toBe('RNP');
    expect(council({ name: 'Rampur' }).complaintPrefix).toBe('CMP');
    expect(() => council({ name: 'Rampur', complaintPrefix: 'R/1' })).toThrow(/complaintPrefix/);
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ MAX_DOCUMENT_MB: '-1' }, /MAX_DOCUMENT_MB/],
    [{ COMPLAINTS_PER_HOUR: '0' }, /COMPLAINTS_PER_HOUR must be a whole number of at least 1/],
    [{ COMPLAINTS_PER_DAY: '-5' }, /COMPLAINTS_PER_DAY must be a whole number of at least 1/],
    [{ COMPLAINTS_PER_DAY: '2.5' }, /COMPLAINTS_PER_DAY/],
    [{ SIGNUPS_PER_HOUR: '0' }, /SIGNUPS_PER_HOUR must be a whole number of at least 1/],
    [{ MAILS_PER_EMAIL_PER_HOUR: 'few' }, /MAILS_PER_EMAIL_PER_HOUR/],
    [{ LEGACY_LISTS_IN_FLIGHT: 'many' }, /LEGACY_LISTS_IN_FLIGHT/],
    [{ LEGACY_LISTS_IN_FLIGHT: '0' }, /LEGACY_LISTS_IN_FLIGHT/],
    [{ PAGE_CACHE_MS: 'soon' }, /PAGE_CACHE_MS must be a whole number of milliseconds/],
    [{ PAGE_CACHE_MS: '-1' }, /PAGE_CACHE_MS/],
    [{ PAGE_CACHE_MS: '1.5' }, /PAGE_CACHE_MS/],
  ])('explains a bad setting %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), JWT_SECRET: LONG_SECRET, ...env })).toThrow(
      message,
    );
  });
});
