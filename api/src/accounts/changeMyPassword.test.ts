import { AccountLinkRoutes, AccountPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { linkIn, startMailbox, type Mailbox } from '../testing/mailbox';
import { bearer, createTestApp, signedIn, TEST_PASSWORD, type TestApp } from '../testing/testApp';
import { PASSWORD_CHECKS_PER_HOUR } from './changeMyPassword';

const NEW_PASSWORD = 'marigold tractor violin';

describe.each(testDatabases())('POST AccountPaths.myPassword on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Mailbox;
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } });
  const tokenOf = async (email: string, password = TEST_PASSWORD) =>
    (await login(email, password)).json<{ token: string }>().token;
  const change = (token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: AccountPaths.myPassword,
      headers: token ? bearer(token) : {},
      payload,
    });
  const myAccount = (token: string) =>
    t.app.inject({ method: 'GET', url: AccountPaths.myAccount, headers: bearer(token) });

  let typist = 0;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(dialect, { mailer: mailbox.mailer });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('changes the password, signs out every other session and keeps this one', async () => {
    const { token: here } = await signedIn(t, 'asha@council.local', 'user');
    const phone = await tokenOf('asha@council.local');
    const laptop = await tokenOf('asha@council.local');
    expect((await myAccount(phone)).statusCode).toBe(200);

    const response = await change(here, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been changed. You have been signed out everywhere else.',
    });
    expect((await myAccount(phone)).statusCode).toBe(401);
    expect((await myAccount(laptop)).statusCode).toBe(401);
    expect((await myAccount(here)).statusCode).toBe(200);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/Account/refresh',
      headers: bearer(here),
    });
    expect(renewed.statusCode).toBe(200);
    expect((await login('asha@council.local', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('asha@council.local', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('stops a reset link mailed before from undoing the new password', async () => {
    const { token } = await signedIn(t, 'meera@council.local', 'user');
    const forgot = await t.app.inject({
      method: 'POST',
      url: AccountPaths.forgotPassword,
      payload: { email: 'meera@council.local' },
    });
    expect(forgot.statusCode).toBe(202);
    const mailed = linkIn(
      await mailbox.nextMailTo('meera@council.local'),
      AccountLinkRoutes.resetPassword,
    );

    const changed = await change(token, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: AccountPaths.resetPassword,
      payload: {
        token: mailed.token,
        password: 'someone else chose this',
        passwordConfirmation: 'someone else chose this',
      },
    });
    expect(reset.statusCode).toBe(400);
    expect((await login('meera@council.local', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works for staff too', async () => {
    const { token } = await signedIn(t, 'clerk@council.local', 'admin');
    const response = await change(token, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await login('clerk@council.local', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400, changing nothing and signing no one out', async () => {
    const { token } = await signedIn(t, 'ravi@council.local', 'user');
    const other = await tokenOf('ravi@council.local');

    const response = await change(token, {
      currentPassword: 'not my password',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The current password is not right.' });
    expect((await myAccount(other)).statusCode).toBe(200);
    expect((await login('ravi@council.local', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login('ravi@council.local', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      { currentPassword: '', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      'Please enter your current password.',
    ],
    [
      { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      'currentPassword is required.',
    ],
    [
      { currentPassword: TEST_PASSWORD, password: 'short', passwordConfirmation: 'short' },
      'The password must have at least 8 characters.',
    ],
    [
      {
        currentPassword: TEST_PASSWORD,
        password: 'Sunshine',
        passwordConfirmation: 'Sunshine',
      },
      /too common/,
    ],
    [
      {
        currentPassword: TEST_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: 'marigold tractor viola',
      },
      'The password and its confirmation do not match.',
    ],
    [
      {
        currentPassword: TEST_PASSWORD,
        password: 'p'.repeat(1025),
        passwordConfirmation: 'p'.repeat(1025),
      },
      /at most 1024 characters/,
    ],
    [
      { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD },
      'passwordConfirmation is required.',
    ],
  ])('refuses %j with 400 and a sentence, changing nothing', async (body, message) => {
    const { token } = await signedIn(t, `typo${++typist}@council.local`, 'user');
    const response = await change(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
    const email = (await myAccount(token)).json<{ email: string }>().email;
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a running session', async () => {
    const response = await change(undefined, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it(`limits checks of the current password to ${PASSWORD_CHECKS_PER_HOUR} an hour per account, even the right one`, async () => {
    const { token } = await signedIn(t, 'guesser@council.local', 'user');
    const { token: neighbour } = await signedIn(t, 'neighbour@council.local', 'user');
    const attempt = (currentPassword: string, as = token) =>
      change(as, { currentPassword, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    for (let guess = 0; guess < PASSWORD_CHECKS_PER_HOUR; guess++) {
      expect((await attempt(`guess ${guess}`)).statusCode).toBe(400);
    }

    const blocked = await attempt(TEST_PASSWORD);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(
      /^Too many attempts to change the password of this account in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('guesser@council.local', NEW_PASSWORD)).statusCode).toBe(401);
    // Another account is not held back.
    expect((await attempt(TEST_PASSWORD, neighbour)).statusCode).toBe(200);
  });
});
