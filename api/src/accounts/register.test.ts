import { AccountLinkRoutes, AccountPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { linkIn, startMailbox, type Mailbox } from '../testing/mailbox';
import { tableCounts } from '../testing/requests';
import { NEW_PASSWORD, post, signIn, signUpBody } from '../testing/selfService';
import { createTestApp, TEST_PASSWORD, TEST_SITE, type TestApp } from '../testing/testApp';
import { createAccount } from './accountStore';

describe.each(testDatabases())('sign-up (POST register) on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Mailbox;
  const register = (body: object) => post(t, AccountPaths.register, body);
  const accountOf = (email: string) =>
    t.db.selectFrom('account').selectAll().where('email', '=', email).executeTakeFirst();
  const countedAttempts = async () =>
    Number(
      (
        await t.db
          .selectFrom('counted_attempt')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(dialect, { mailer: mailbox.mailer });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('makes an unconfirmed user account and mails it a link that confirms the email', async () => {
    const response = await register(
      signUpBody('Asha@Example.IN', { name: '  Asha Kumari  ', mobile: '6123456789' }),
    );
    expect(response.statusCode).toBe(202);
    expect(response.json<{ message: string }>().message).toMatch(
      /^Thank you\. Please check your email: we have sent a mail to asha@example\.in\./,
    );
    expect(await accountOf('asha@example.in')).toMatchObject({
      name: 'Asha Kumari',
      mobile: '6123456789',
      role: 'user',
      email_verified_at: null,
      disabled_at: null,
    });

    const mail = await mailbox.nextMailTo('asha@example.in');
    expect(mail.subject).toBe('Please confirm your email address for Test Nagar Parishad');
    expect(mail.text).toMatch(/^Hello Asha Kumari,/);
    expect(mail.text).toContain('within 24 hours');
    expect(mail.text).toMatch(/Regards,\nTest Nagar Parishad\n$/);
    const { url, token } = linkIn(mail, AccountLinkRoutes.verifyEmail);
    expect(url.origin).toBe(TEST_SITE.url);

    // Signing in works before the email is confirmed.
    await signIn(t, 'asha@example.in', NEW_PASSWORD);

    const confirmed = await post(t, AccountPaths.verifyEmail, { token });
    expect([confirmed.statusCode, confirmed.json()]).toEqual([
      200,
      { message: 'Thank you: your email address is confirmed. You can now file complaints.' },
    ]);
    expect((await accountOf('asha@example.in'))?.email_verified_at).not.toBeNull();
  });

  const tooCommon = expect.stringMatching(/^This password is too common: it is on the list/);
  it.each([
    ['a wrong email', { email: 'asha.example.in' }, /valid email address/],
    ['an email without a domain dot', { email: 'asha@example' }, /valid email address/],
    ['a mobile of 9 digits', { mobile: '987654321' }, /10-digit mobile number starting with 6/],
    ['a mobile starting with 5', { mobile: '5876543210' }, /10-digit mobile number/],
    ['a mobile with +91', { mobile: '+919876543210' }, /10-digit mobile number/],
    ['a mobile with letters', { mobile: '98765abcde' }, /10-digit mobile number/],
    ['an empty mobile', { mobile: '' }, /10-digit mobile number/],
    ['a name of spaces', { name: '   ' }, /Please enter a name\./],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, /at most 100 characters/],
    [
      'a password of 7 characters',
      { password: 'seven77', passwordConfirmation: 'seven77' },
      /^The password must have at least 8 characters\.$/,
    ],
    ['a common password', { password: 'password1', passwordConfirmation: 'password1' }, tooCommon],
    [
      'a common password in capitals',
      { password: 'BASEBALL', passwordConfirmation: 'BASEBALL' },
      tooCommon,
    ],
    [
      'a password of 1025 characters',
      { password: 'p'.repeat(1025), passwordConfirmation: 'p'.repeat(1025) },
      /at most 1024 characters/,
    ],
    [
      'a confirmation that differs',
      { passwordConfirmation: `${NEW_PASSWORD}!` },
      /^The password and its confirmation do not match\.$/,
    ],
    [
      'no agreement to the privacy policy',
      { acceptsPrivacyPolicy: false },
      /^Please agree to the privacy policy to create an account\.$/,
    ],
    ['no privacy field at all', { acceptsPrivacyPolicy: undefined }, /acceptsPrivacyPolicy/],
    ['a missing mobile', { mobile: undefined }, /mobile is required/],
  ])(
    'refuses %s with a 400 that says why, storing and mailing nothing',
    async (_, change, message) => {
      const email = 'refused@example.in';
      const before = await tableCounts(t);
      const attempts = await countedAttempts();
      const response = await register(signUpBody(email, change));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(
        message instanceof RegExp ? expect.stringMatching(message) : message,
      );
      expect(await tableCounts(t)).toEqual(before);
      // A typing mistake is not counted against the person's limits either.
      expect(await countedAttempts()).toBe(attempts);
      expect(mailbox.countTo(email)).toBe(0);
    },
  );

  it('makes a user account whatever role or confirmation the client sends', async () => {
    const response = await register(
      signUpBody('climber@example.in', {
        role: 'admin',
        emailVerified: true,
        email_verified_at: '2020-01-01T00:00:00.000Z',
      }),
    );
    expect(response.statusCode).toBe(202);
    expect(await accountOf('climber@example.in')).toMatchObject({
      role: 'user',
      email_verified_at: null,
    });
  });

  it('answers an email in use as a new one, and mails its owner how to get in instead', async () => {
    await createAccount(t.db, {
      email: 'owner@example.in',
      password: TEST_PASSWORD,
      role: 'user',
      name: 'Ravi Prasad',
      mobile: '7000000000',
    });
    const before = await accountOf('owner@example.in');
    const counts = await tableCounts(t);

    const taken = await register(signUpBody('Owner@Example.in', { name: 'Intruder' }));
    const fresh = await register(signUpBody('fresh@example.in'));
    expect(taken.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    expect(taken.body.replace('owner@example.in', 'EMAIL')).toBe(
      fresh.body.replace('fresh@example.in', 'EMAIL'),
    );

    const mail = await mailbox.nextMailTo('owner@example.in');
    expect(mail.subject).toBe('You already have an account with Test Nagar Parishad');
    expect(mail.text).toMatch(/^Hello Ravi Prasad,/);
    expect(mail.text).toContain('no new account was made');
    expect(mail.text).toContain(`${TEST_SITE.url}/login`);
    expect(mail.text).toContain("'Forgot password?'");
    expect(() => linkIn(mail, AccountLinkRoutes.verifyEmail)).toThrow();
    // The account is as it was, and its password still opens it.
    expect(await accountOf('owner@example.in')).toEqual(before);
    expect((await tableCounts(t)).account).toBe((counts.account ?? 0) + 1);
    await signIn(t, 'owner@example.in', TEST_PASSWORD);
  });

  it('makes one account of two sign-ups racing with one email, and answers both alike', async () => {
    const [one, other] = await Promise.all([
      register(signUpBody('twins@example.in')),
      register(signUpBody('twins@example.in', { name: 'Twin' })),
    ]);
    expect([one.statusCode, other.statusCode]).toEqual([202, 202]);
    expect(one.body).toBe(other.body);
    const rows = await t.db
      .selectFrom('account')
      .select('id')
      .where('email', '=', 'twins@example.in')
      .execute();
    expect(rows).toHaveLength(1);
    const subjects = [
      (await mailbox.nextMailTo('twins@example.in', 0)).subject,
      (await mailbox.nextMailTo('twins@example.in', 1)).subject,
    ].sort();
    expect(subjects).toEqual([
      'Please confirm your email address for Test Nagar Parishad',
      'You already have an account with Test Nagar Parishad',
    ]);
  });

  it('tells the owner of a disabled account to contact the office', async () => {
    const id = await createAccount(t.db, {
      email: 'gone@example.in',
      password: TEST_PASSWORD,
      role: 'user',
    });
    await t.db
      .updateTable('account')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await register(signUpBody('gone@example.in'))).statusCode).toBe(202);
    const mail = await mailbox.nextMailTo('gone@example.in');
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('That account has been disabled');
    expect(mail.text).not.toContain('Forgot password?');
  });

  it('describes every self-service call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { post?: { tags?: string[]; summary?: string } }>;
    }>();
    for (const path of [
      AccountPaths.register,
      AccountPaths.verifyEmail,
      AccountPaths.resendVerification,
      AccountPaths.forgotPassword,
      AccountPaths.resetPassword,
    ]) {
      const operation = document.paths[path]?.post;
      expect([path, operation?.tags, operation?.summary]).toEqual([
        path,
        ['Account'],
        expect.any(String),
      ]);
    }
  });
});

describe.each(testDatabases())('the self-service calls without a mail server on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('refuses what would mail with a 503 before storing anything', async () => {
    const before = await tableCounts(t);
    const cannotMail = {
      message: 'This site cannot send email yet. Please contact the council office.',
    };
    const signUp = await post(t, AccountPaths.register, signUpBody('nomail@example.in'));
    expect([signUp.statusCode, signUp.json()]).toEqual([503, cannotMail]);
    const forgot = await post(t, AccountPaths.forgotPassword, { email: 'nomail@example.in' });
    expect([forgot.statusCode, forgot.json()]).toEqual([503, cannotMail]);
    expect(await tableCounts(t)).toEqual(before);

    await createAccount(t.db, {
      email: 'unconfirmed@example.in',
      password: TEST_PASSWORD,
      role: 'user',
      emailVerified: false,
    });
    const token = await signIn(t, 'unconfirmed@example.in', TEST_PASSWORD);
    const resend = await post(t, AccountPaths.resendVerification, {}, { token });
    expect([resend.statusCode, resend.json()]).toEqual([503, cannotMail]);
  });
});
