import { AccountLinkRoutes, AccountPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { linkIn, startMailbox, type Mailbox } from '../testing/mailbox';
import { tableCounts } from '../testing/requests';
import { NEW_PASSWORD, post, setClock, signIn, signUpBody } from '../testing/selfService';
import { createTestApp, TEST_PASSWORD, TEST_SITE, type TestApp } from '../testing/testApp';
import { createAccount } from './accountStore';

const MINUTE_MS = 60 * 1000;
const CHOSEN = 'a kettle sings at dawn';

describe.each(testDatabases())('a forgotten password on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // Many resets from one address: the limits have their own tests (selfServiceLimits.test.ts).
    t = await createTestApp(dialect, {
      mailer: mailbox.mailer,
      traffic: { accountMailsPerHour: 1000, linkUsesPerHour: 1000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  afterEach(() => jest.useRealTimers());

  const forgot = (email: string) => post(t, AccountPaths.forgotPassword, { email });
  const reset = (token: string, password = CHOSEN, passwordConfirmation = password) =>
    post(t, AccountPaths.resetPassword, { token, password, passwordConfirmation });
  const refresh = (token: string) => post(t, '/api/Account/refresh', {}, { token });

  /** Asks for a reset of `email` and answers the token of the link that arrived by mail. */
  async function resetLink(email: string): Promise<string> {
    const already = mailbox.countTo(email);
    expect((await forgot(email)).statusCode).toBe(202);
    const mail = await mailbox.nextMailTo(email, already);
    return linkIn(mail, AccountLinkRoutes.resetPassword).token;
  }
  const account = (email: string, name = '') =>
    createAccount(t.db, { email, password: TEST_PASSWORD, role: 'user', name });

  it('answers the same whether or not the email has an account, and mails only an account', async () => {
    await account('known@example.in', 'Meera Devi');
    const known = await forgot('Known@Example.in');
    const unknown = await forgot('stranger@example.in');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body.replace('known@example.in', 'EMAIL')).toBe(
      unknown.body.replace('stranger@example.in', 'EMAIL'),
    );
    const mail = await mailbox.nextMailTo('known@example.in');
    expect(mail.subject).toBe('Set a new password for Test Nagar Parishad');
    expect(mail.text).toMatch(/^Hello Meera Devi,/);
    expect(mail.text).toContain('within 30 minutes');
    expect(linkIn(mail, AccountLinkRoutes.resetPassword).url.origin).toBe(TEST_SITE.url);
    expect(mailbox.countTo('stranger@example.in')).toBe(0);
  });

  it('mails nothing to a disabled account, with the same answer', async () => {
    const id = await account('disabled@example.in');
    await t.db
      .updateTable('account')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const response = await forgot('disabled@example.in');
    expect(response.statusCode).toBe(202);
    // A mail asked for afterwards arrives; none went to the disabled account before it.
    await account('witness@example.in');
    await resetLink('witness@example.in');
    expect(mailbox.countTo('disabled@example.in')).toBe(0);
  });

  it('refuses a wrong email with a 400', async () => {
    const response = await forgot('not an email');
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'Please enter a valid email address, such as name@example.com.' },
    ]);
  });

  it('sets the new password and signs out every session of the account', async () => {
    await account('reset@example.in');
    const phone = await signIn(t, 'reset@example.in', TEST_PASSWORD);
    const laptop = await signIn(t, 'reset@example.in', TEST_PASSWORD);
    const token = await resetLink('reset@example.in');

    const response = await reset(token);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { message: 'Your new password is set. Please sign in with it.' },
    ]);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await refresh(laptop)).statusCode).toBe(401);
    expect(
      (await post(t, '/api/Account/login', { email: 'reset@example.in', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);
    const fresh = await signIn(t, 'reset@example.in', CHOSEN);
    expect((await refresh(fresh)).statusCode).toBe(200);

    const reused = await reset(token, 'another fine sentence');
    expect([reused.statusCode, reused.json()]).toEqual([
      400,
      {
        message:
          "This link has already been used. To set a new password again, choose 'Forgot " +
          "password?' on the sign-in page.",
      },
    ]);
    await signIn(t, 'reset@example.in', CHOSEN);
  });

  it.each([
    ['a short password', 'short', 'short', /at least 8 characters/],
    ['a common password', 'Football', 'Football', /^This password is too common/],
    ['a confirmation that differs', CHOSEN, `${CHOSEN}.`, /do not match/],
  ])('refuses %s and leaves the link working', async (_, password, confirmation, message) => {
    const email = `rules-${password.length}-${confirmation.length}@example.in`;
    await account(email);
    const token = await resetLink(email);
    const before = await tableCounts(t);
    const refused = await reset(token, password, confirmation);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(message);
    expect(await tableCounts(t)).toEqual(before);
    await signIn(t, email, TEST_PASSWORD);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('opens only the newest link', async () => {
    await account('twice@example.in');
    const older = await resetLink('twice@example.in');
    const newer = await resetLink('twice@example.in');
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('opens a link for 30 minutes and no longer', async () => {
    await account('slow@example.in');
    await account('quick@example.in');
    const start = new Date();
    setClock(start);
    const slow = await resetLink('slow@example.in');
    const quick = await resetLink('quick@example.in');

    setClock(new Date(start.getTime() + 29 * MINUTE_MS));
    expect((await reset(quick)).statusCode).toBe(200);
    setClock(new Date(start.getTime() + 31 * MINUTE_MS));
    const expired = await reset(slow);
    expect([expired.statusCode, expired.json()]).toEqual([
      400,
      {
        message:
          "This link has expired. Choose 'Forgot password?' on the sign-in page to get a new one.",
      },
    ]);
    jest.useRealTimers();
    await signIn(t, 'slow@example.in', TEST_PASSWORD);
  });

  it('confirms the email of an account that had not confirmed it: the mail proved it', async () => {
    expect(
      (await post(t, AccountPaths.register, signUpBody('unconfirmed@example.in'))).statusCode,
    ).toBe(202);
    await mailbox.nextMailTo('unconfirmed@example.in');
    const token = await resetLink('unconfirmed@example.in');
    expect((await reset(token)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('account')
      .select('email_verified_at')
      .where('email', '=', 'unconfirmed@example.in')
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
    await signIn(t, 'unconfirmed@example.in', CHOSEN);
    await expect(signIn(t, 'unconfirmed@example.in', NEW_PASSWORD)).rejects.toThrow(/401/);
  });

  it('refuses a link of an account disabled since it was mailed', async () => {
    const id = await account('later-disabled@example.in');
    const token = await resetLink('later-disabled@example.in');
    await t.db
      .updateTable('account')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const refused = await reset(token);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: 'This account has been disabled. Please contact the council office.' },
    ]);
  });
});
