import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, type Env } from './config';

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
      feedbackPerHour: 20,
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
      FEEDBACK_PER_HOUR: '7',
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
      feedbackPerHour: 7,
    });
  });

  /** The mail settings of a site whose COUNCIL_CONFIG file holds `json`. */
  const council = (json: object) => {
    const file = path.join(freshDataDir(), 'council.json');
    writeFileSync(file, JSON.stringify(json));
    return loadConfig({ DATA_DIR: freshDataDir(), COUNCIL_CONFIG: file }).mail;
  };

  it("takes the complaint prefix from COUNCIL_CONFIG, the demo council's, or 'CMP'", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).mail.complaintPrefix).toBe('SNP');
    expect(council({ name: 'Rampur', complaintPrefix: 'RNP' }).complaintPrefix).toBe('RNP');
    expect(council({ name: 'Rampur' }).complaintPrefix).toBe('CMP');
    expect(() => council({ name: 'Rampur', complaintPrefix: 'R/1' })).toThrow(/complaintPrefix/);
  });

  it("takes the council's Hindi name, which signs Hindi mails, from the same file", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).mail.councilNameHindi).toBe('सुन्दरपुर नगर परिषद');
    expect(council({ name: 'Rampur', nameHindi: ' रामपुर ' }).councilNameHindi).toBe('रामपुर');
    expect(council({ name: 'Rampur' }).councilNameHindi).toBe('');
  });

  it("takes the council's address, email and phone, which the policy pages name, from the same file", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).mail.contact).toEqual({
      address: 'Nagar Parishad Bhawan, Station Road, Sundarpur, Bihar 800000',
      addressHindi: 'नगर परिषद भवन, स्टेशन रोड, सुन्दरपुर, बिहार 800000',
      email: 'contact@sundarpur-np.example.in',
      phone: '0612-2200000',
    });
    expect(
      council({ name: 'Rampur', address: ' Main Road, Rampur ', email: 'np@rampur.in' }).contact,
    ).toEqual({
      address: 'Main Road, Rampur',
      // Never Sundarpur's Hindi address beside Rampur's.
      addressHindi: '',
      email: 'np@rampur.in',
      phone: '0612-2200000',
    });
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

describe('the HTTP timeouts (issue 18)', () => {
  it('are a minute for a request, ten seconds for its headers, 65 s of keep-alive by default', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).timeouts).toEqual({
      requestMs: 60_000,
      headersMs: 10_000,
      keepAliveMs: 65_000,
    });
  });

  it('are read in seconds', () => {
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      REQUEST_TIMEOUT_SECONDS: '120',
      HEADERS_TIMEOUT_SECONDS: '5',
      KEEP_ALIVE_TIMEOUT_SECONDS: '75',
    });
    expect(config.timeouts).toEqual({ requestMs: 120_000, headersMs: 5_000, keepAliveMs: 75_000 });
  });

  it.each([
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, /REQUEST_TIMEOUT_SECONDS must be a whole number of seconds/],
    [{ REQUEST_TIMEOUT_SECONDS: 'never' }, /REQUEST_TIMEOUT_SECONDS/],
    [{ HEADERS_TIMEOUT_SECONDS: '2.5' }, /HEADERS_TIMEOUT_SECONDS/],
    [{ KEEP_ALIVE_TIMEOUT_SECONDS: '-1' }, /KEEP_ALIVE_TIMEOUT_SECONDS/],
    [
      { REQUEST_TIMEOUT_SECONDS: '20', HEADERS_TIMEOUT_SECONDS: '30' },
      /HEADERS_TIMEOUT_SECONDS \(30\) must not be longer than REQUEST_TIMEOUT_SECONDS \(20\)/,
    ],
  ])('explains a bad timeout %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), ...env })).toThrow(message);
  });
});

describe('demo mode on an address others can reach (issue 18)', () => {
  const demo = (env: Env) => () => loadConfig({ DATA_DIR: freshDataDir(), DEMO: '1', ...env });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'council.example', '[::]'])(
    'refuses the default demo password on HOST %s',
    (HOST) => {
      for (const password of [{}, { DEMO_PASSWORD: '' }, { DEMO_PASSWORD: 'demo-password' }]) {
        expect(demo({ HOST, ...password })).toThrow(ConfigError);
        expect(demo({ HOST, ...password })).toThrow(
          `DEMO is on with the default demo password and HOST is ${HOST}`,
        );
        expect(demo({ HOST, ...password })).toThrow(/Set DEMO_PASSWORD .* or HOST to localhost/);
      }
    },
  );

  it.each(['', 'localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])(
    'allows the default demo password on the loopback HOST %j',
    (HOST) => {
      expect(demo({ HOST })().demoPassword).toBe('demo-password');
    },
  );

  it('allows any HOST with a password of its own, or outside demo mode', () => {
    expect(demo({ HOST: '0.0.0.0', DEMO_PASSWORD: 'a-password-of-our-own' })().demo).toBe(true);
    expect(loadConfig({ DATA_DIR: freshDataDir(), HOST: '0.0.0.0' }).demo).toBe(false);
  });
});

describe('the generated secret in DATA_DIR (issue 18)', () => {
  it('is kept in a folder only the API can open, whatever the umask', () => {
    const DATA_DIR = path.join(freshDataDir(), 'data');
    const umask = process.umask(0);
    try {
      loadConfig({ DATA_DIR });
    } finally {
      process.umask(umask);
    }
    expect(statSync(DATA_DIR).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(DATA_DIR, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});

describe('TRUST_PROXY (issue 18)', () => {
  const trustProxy = (value?: string) =>
    loadConfig({
      DATA_DIR: freshDataDir(),
      JWT_SECRET: LONG_SECRET,
      ...(value === undefined ? {} : { TRUST_PROXY: value }),
    }).trustProxy;

  it('is off by default: the client is the socket address', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it("takes the proxies' addresses, networks and proxy-addr's names", () => {
    expect(trustProxy('10.0.0.5, 10.0.0.0/8,loopback')).toEqual([
      '10.0.0.5',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(trustProxy(' ::1,fd00::/8,uniquelocal,linklocal ')).toEqual([
      '::1',
      'fd00::/8',
      'uniquelocal',
      'linklocal',
    ]);
  });

  it.each([
    ['true', /TRUST_PROXY=true would let any client choose its own address/],
    // Fastify 5 trusts no X-Forwarded-For on a count: a client reaching the API directly could
    // send as many hops as it likes.
    ['1', /TRUST_PROXY=1 would let any client choose its own address/],
    ['proxy.example', /TRUST_PROXY: 'proxy.example' is not/],
    ['10.0.0.0/33', /TRUST_PROXY: '10.0.0.0\/33' is not/],
    ['-1', /TRUST_PROXY: '-1' is not/],
    ['10.0.0', /TRUST_PROXY: '10.0.0' is not/],
    ['10.0.0.1,,10.0.0.2', /TRUST_PROXY: '' is not/],
  ])('explains a bad value %j', (value, message) => {
    expect(() => trustProxy(value)).toThrow(ConfigError);
    expect(() => trustProxy(value)).toThrow(message);
  });
});
