import * as passwords from '../auth/passwords';
import { DEFAULT_LOGIN_LIMITS, SignInLimits, type LoginLimits } from '../limits/signInLimits';
import { testDatabases } from '../testing/databases';
import { post } from '../testing/selfService';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp';
import { createAccount } from './accountStore';

const ADMIN = 'admin@council.local';
const LOGIN = '/api/Account/login';
// Documentation addresses (RFC 5737): each a different client.
const GUESSER = '203.0.113.7';
const OFFICE = '198.51.100.20';
// A carrier-grade NAT (RFC 6598): thousands of citizens behind one address.
const NAT = '100.64.0.1';
const VICTIM = 'victim@council.local';

/** Limits small enough to reach in a test; no slowing down unless a test asks for it. */
function limits(changes: Partial<LoginLimits> = {}): LoginLimits {
  return {
    ...DEFAULT_LOGIN_LIMITS,
    addressFailuresBeforeDelay: 1000,
    failuresPerEmailAndAddress: 3,
    failuresBeforeDelay: 1000,
    ...changes,
  };
}

async function appWithAdmin(dialect: Parameters<typeof createTestApp>[0], rules: LoginLimits) {
  const t = await createTestApp(dialect, { loginLimits: rules });
  await createAccount(t.db, { email: ADMIN, role: 'admin', password: TEST_PASSWORD });
  return t;
}

const signIn = (t: TestApp, from: string, password = TEST_PASSWORD, email = ADMIN) =>
  post(t, LOGIN, { email, password }, { from });

/** Answers a person locked out for the window, with the sentence the login page shows. */
function expectLockedOut(response: Awaited<ReturnType<typeof signIn>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    message: 'Too many sign-in attempts. Please try again in 15 minutes.',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe.each(testDatabases())('sign-in limits on %s', (dialect) => {
  describe('what counts', () => {
    let t: TestApp;
    const slowAfterThree = limits({
      addressFailuresBeforeDelay: 3,
      addressFirstDelayMs: 1000,
      addressLongestDelayMs: 1000,
    });
    beforeAll(async () => (t = await appWithAdmin(dialect, slowAfterThree)));
    afterAll(() => t.close());

    const timed = async (password = TEST_PASSWORD, email = ADMIN) => {
      const started = Date.now();
      const response = await signIn(t, OFFICE, password, email);
      return { status: response.statusCode, ms: Date.now() - started };
    };

    it('counts only failures: successful sign-ins never slow an address', async () => {
      for (let i = 0; i < 6; i++) expect((await timed()).status).toBe(200);
      // Were the successes counted, these would wait the second the address has earned.
      for (const email of ['a@x.local', 'b@x.local', 'c@x.local']) {
        const wrong = await timed('guess', email);
        expect(wrong.status).toBe(401);
        expect(wrong.ms).toBeLessThan(1000);
      }
      // Three failures on three emails slow the address, whatever the email; they hold nothing.
      const slowed = await timed();
      expect(slowed.status).toBe(200);
      expect(slowed.ms).toBeGreaterThanOrEqual(1000 - 5);
    });
  });

  describe('an address shared by a town (issue 26, point 4)', () => {
    let t: TestApp;
    // The limits a council runs with: an address is slowed, never held.
    beforeAll(async () => (t = await appWithAdmin(dialect, DEFAULT_LOGIN_LIMITS)));
    afterAll(() => t.close());

    const timedSignIn = async (password: string, email: string) => {
      const started = Date.now();
      const response = await signIn(t, NAT, password, email);
      return { status: response.statusCode, ms: Date.now() - started };
    };

    it('slows more with its failures, yet the right password of an account not under attack signs in within seconds', async () => {
      // Failures counted as the API counts them (an HTTP guess each would take minutes, slowed).
      const counts = new SignInLimits(t.db, DEFAULT_LOGIN_LIMITS);
      const fail = async (times: number, email: (i: number) => string) => {
        for (let i = 0; i < times; i++) await counts.recordFailure(email(i), NAT);
      };
      await fail(DEFAULT_LOGIN_LIMITS.addressFailuresBeforeDelay, (i) => `person${i}@x.local`);
      const first = await timedSignIn(TEST_PASSWORD, ADMIN);
      expect(first.status).toBe(200);
      expect(first.ms).toBeGreaterThanOrEqual(DEFAULT_LOGIN_LIMITS.addressFirstDelayMs - 5);

      // 150 in all, on many emails, ten of them on one account under attack.
      await fail(120, (i) => `other${i}@x.local`);
      await fail(DEFAULT_LOGIN_LIMITS.failuresPerEmailAndAddress, () => VICTIM);
      const later = await timedSignIn(TEST_PASSWORD, ADMIN);
      expect(later.status).toBe(200);
      expect(later.ms).toBeGreaterThan(first.ms);
      expect(later.ms).toBeGreaterThanOrEqual(DEFAULT_LOGIN_LIMITS.addressLongestDelayMs - 5);
      expect(later.ms).toBeLessThan(5000);

      // A further guess is slowed as much, and answered, not held.
      expect((await timedSignIn('guess', 'someone@x.local')).status).toBe(401);
      // The lock on an email from the address that failed on it stays (issue 18).
      await createAccount(t.db, { email: VICTIM, role: 'user', password: TEST_PASSWORD });
      expectLockedOut(await signIn(t, NAT, TEST_PASSWORD, VICTIM));
    }, 30_000);
  });

  describe('a lock on an email', () => {
    let t: TestApp;
    beforeAll(async () => (t = await appWithAdmin(dialect, limits())));
    afterAll(() => t.close());

    it('holds the address that failed; the right password from elsewhere still signs in', async () => {
      for (let i = 0; i < 3; i++) {
        const wrong = await signIn(t, GUESSER, `guess-${i}`);
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
      }
      expectLockedOut(await signIn(t, GUESSER));
      expect((await signIn(t, OFFICE)).statusCode).toBe(200);
      // And the guesser stays held: its next guess is refused unchecked.
      expectLockedOut(await signIn(t, GUESSER, 'guess-4'));
    });

    it('ignores X-Forwarded-For while TRUST_PROXY is off: a guesser cannot pose as many', async () => {
      const email = 'citizen@council.local';
      await createAccount(t.db, { email, role: 'user', password: TEST_PASSWORD });
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: LOGIN,
          remoteAddress: '192.0.2.50',
          headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
          payload: { email, password: 'guess' },
        });
        expect(response.statusCode).toBe(401);
      }
      const posing = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': '10.0.0.99' },
        payload: { email, password: TEST_PASSWORD },
      });
      expectLockedOut(posing);
    });
  });

  describe('failures from everywhere on one email', () => {
    let t: TestApp;
    const slowing = limits({ failuresBeforeDelay: 2, firstDelayMs: 150, longestDelayMs: 600 });
    beforeAll(async () => (t = await appWithAdmin(dialect, slowing)));
    afterAll(() => t.close());

    afterEach(() => jest.restoreAllMocks());

    /** The answer, and how long the API waited before it began to check the password. */
    const timed = async (from: string, password?: string) => {
      const check = passwords.verifyPassword;
      let checkedAt = 0;
      jest.spyOn(passwords, 'verifyPassword').mockImplementation((...args) => {
        checkedAt = Date.now();
        return check(...args);
      });
      const started = Date.now();
      const response = await signIn(t, from, password);
      jest.restoreAllMocks();
      return { response, ms: checkedAt - started };
    };

    it('slow its answers more and more, and never refuse the right password', async () => {
      const first = await timed(OFFICE);
      expect(first.response.statusCode).toBe(200);

      // Guessers spread over many addresses, each below its own lock.
      for (const from of ['192.0.2.1', '192.0.2.2']) {
        expect((await signIn(t, from, 'guess')).statusCode).toBe(401);
      }
      const slowed = await timed(OFFICE);
      expect(slowed.response.statusCode).toBe(200);
      expect(slowed.ms).toBeGreaterThanOrEqual(150 - 5);

      for (const from of ['192.0.2.3', '192.0.2.4']) {
        expect((await signIn(t, from, 'guess')).statusCode).toBe(401);
      }
      const slower = await timed('198.51.100.77');
      expect(slower.response.statusCode).toBe(200);
      expect(slower.ms).toBeGreaterThanOrEqual(600 - 5);
      // A guess from yet another address waits as long before it is checked.
      const guess = await timed('192.0.2.7', 'guess');
      expect(guess.response.statusCode).toBe(401);
      expect(guess.ms).toBeGreaterThanOrEqual(600 - 5);
    });
  });

  describe('kept in the database', () => {
    it('a second API process refuses the locked address, and so does a restart', async () => {
      const first = await appWithAdmin(dialect, limits());
      try {
        for (let i = 0; i < 3; i++) {
          expect((await signIn(first, GUESSER, 'guess')).statusCode).toBe(401);
        }
        const second = await createTestApp(dialect, { loginLimits: limits(), sharing: first });
        expectLockedOut(await signIn(second, GUESSER));
        expect((await signIn(second, OFFICE)).statusCode).toBe(200);
        await second.close();

        await first.app.close();
        const restarted = await createTestApp(dialect, { loginLimits: limits(), sharing: first });
        expectLockedOut(await signIn(restarted, GUESSER));
        expect((await signIn(restarted, OFFICE)).statusCode).toBe(200);
        await restarted.close();
      } finally {
        await first.drop();
      }
    });
  });

  describe('password checks in flight', () => {
    let t: TestApp;
    const generous = limits({ failuresPerEmailAndAddress: 1000 });
    beforeAll(async () => (t = await appWithAdmin(dialect, generous)));
    afterAll(() => t.close());
    afterEach(() => jest.restoreAllMocks());

    it('answers a burst from one address 429 at once beyond 4, while another address signs in', async () => {
      const checks = jest.spyOn(passwords, 'verifyPassword');
      const burst = Array.from({ length: 24 }, (_, i) =>
        signIn(t, GUESSER, 'guess', `person${i}@x.local`),
      );
      const [office, ...answers] = await Promise.all([signIn(t, OFFICE), ...burst]);

      expect(office?.statusCode).toBe(200);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused.length).toBeGreaterThanOrEqual(12);
      for (const answer of refused) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.json()).toEqual({
          message:
            'Too many sign-in attempts at once from your network. Please try again in a moment.',
        });
      }
      expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(
        24 - refused.length,
      );
      // A refused attempt was never hashed: only the others (and the office's) were checked.
      expect(checks).toHaveBeenCalledTimes(24 - refused.length + 1);
    });
  });
});
