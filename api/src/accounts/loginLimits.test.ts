import * as passwords from '../auth/passwords';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../limits/signInLimits';
import { testDatabases } from '../testing/databases';
import { post } from '../testing/selfService';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp';
import { createAccount } from './accountStore';

const ADMIN = 'admin@council.local';
const LOGIN = '/api/Account/login';
// Documentation addresses (RFC 5737): each a different client.
const GUESSER = '203.0.113.7';
const OFFICE = '198.51.100.20';

/** Limits small enough to reach in a test; no slowing down unless a test asks for it. */
function limits(changes: Partial<LoginLimits> = {}): LoginLimits {
  return {
    ...DEFAULT_LOGIN_LIMITS,
    failuresPerAddress: 50,
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
    beforeAll(async () => (t = await appWithAdmin(dialect, limits({ failuresPerAddress: 3 }))));
    afterAll(() => t.close());

    it("counts only failures: successful sign-ins never use up an address's limit", async () => {
      for (let i = 0; i < 6; i++) expect((await signIn(t, OFFICE)).statusCode).toBe(200);
      // Three failures on three emails use up the address, whatever the email.
      for (const email of ['a@x.local', 'b@x.local', 'c@x.local']) {
        expect((await signIn(t, OFFICE, 'guess', email)).statusCode).toBe(401);
      }
      expectLockedOut(await signIn(t, OFFICE));
      // Another address still signs in.
      expect((await signIn(t, GUESSER)).statusCode).toBe(200);
    });
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
    const generous = limits({ failuresPerAddress: 1000, failuresPerEmailAndAddress: 1000 });
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
