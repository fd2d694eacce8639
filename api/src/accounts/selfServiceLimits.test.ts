import { AccountLinkRoutes, AccountPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { linkIn, startMailbox, type Mailbox } from '../testing/mailbox';
import { tableCounts } from '../testing/requests';
import { NEW_PASSWORD, post, signIn, signUpBody } from '../testing/selfService';
import { createTestApp, type TestApp } from '../testing/testApp';

const HOUR_S = 60 * 60;

/** A 429 whose message starts with `sentence` and asks to wait most of an hour. */
function expectLimited(
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  sentence: string,
) {
  expect(response.statusCode).toBe(429);
  expect((response.json() as { message: string }).message).toMatch(
    new RegExp(`^${sentence.replace(/[.?]/g, '\\$&')} Please try again in \\d+ minutes\\.$`),
  );
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(HOUR_S - 60);
  expect(retryAfter).toBeLessThanOrEqual(HOUR_S);
}

describe.each(testDatabases())('the limits of sign-up and mail on %s', (dialect) => {
  let mailbox: Mailbox;
  let first: TestApp;
  /** A second API process on the same database. */
  let second: TestApp;

  beforeAll(async () => {
    mailbox = await startMailbox();
    const traffic = {
      signupsPerHour: 2,
      accountMailsPerHour: 3,
      mailsPerEmailPerHour: 2,
      linkUsesPerHour: 3,
    };
    first = await createTestApp(dialect, { mailer: mailbox.mailer, traffic });
    second = await createTestApp(dialect, { mailer: mailbox.mailer, traffic, sharing: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await mailbox.close();
  });

  it('takes SIGNUPS_PER_HOUR sign-ups from an address across processes; a mistake costs none', async () => {
    const from = '203.0.113.1';
    const typo = await post(
      first,
      AccountPaths.register,
      signUpBody('a@example.in', { mobile: '12' }),
      { from },
    );
    expect(typo.statusCode).toBe(400);
    expect(
      (await post(first, AccountPaths.register, signUpBody('a@example.in'), { from })).statusCode,
    ).toBe(202);
    expect(
      (await post(second, AccountPaths.register, signUpBody('b@example.in'), { from })).statusCode,
    ).toBe(202);

    const before = await tableCounts(first);
    const refused = await post(first, AccountPaths.register, signUpBody('c@example.in'), { from });
    expectLimited(refused, 'Too many accounts have been made from your network in the last hour.');
    expect(await tableCounts(first)).toEqual(before);
    expect(mailbox.countTo('c@example.in')).toBe(0);

    const neighbour = await post(second, AccountPaths.register, signUpBody('c@example.in'), {
      from: '203.0.113.2',
    });
    expect(neighbour.statusCode).toBe(202);
  });

  it('mails one email at most MAILS_PER_EMAIL_PER_HOUR resets, whether it has an account or not', async () => {
    for (const email of ['c@example.in', 'nobody@example.in']) {
      expect(
        (await post(first, AccountPaths.forgotPassword, { email }, { from: '198.51.100.1' }))
          .statusCode,
      ).toBe(202);
      expect(
        (await post(second, AccountPaths.forgotPassword, { email }, { from: '198.51.100.2' }))
          .statusCode,
      ).toBe(202);
      const refused = await post(
        first,
        AccountPaths.forgotPassword,
        { email },
        { from: '198.51.100.3' },
      );
      expectLimited(
        refused,
        'Too many mails have been sent to this email address in the last hour.',
      );
    }
    // Two reset mails reached the account, and no third.
    await mailbox.nextMailTo('c@example.in', 2);
    expect(mailbox.countTo('c@example.in')).toBe(3);
  });

  it('limits the mails asked for from one address, "Forgot password?" and "Send the link again" together', async () => {
    const from = '192.0.2.7';
    for (const email of ['x1@example.in', 'x2@example.in', 'x3@example.in']) {
      expect((await post(first, AccountPaths.forgotPassword, { email }, { from })).statusCode).toBe(
        202,
      );
    }
    expectLimited(
      await post(second, AccountPaths.forgotPassword, { email: 'x4@example.in' }, { from }),
      'Too many mails have been asked for from your network in the last hour.',
    );
    const token = await signIn(first, 'a@example.in', NEW_PASSWORD);
    expectLimited(
      await post(second, AccountPaths.resendVerification, {}, { token, from }),
      'Too many mails have been asked for from your network in the last hour.',
    );
  });

  it('limits "Send the link again" per email too', async () => {
    // b@ got its sign-up mail; one more fits in MAILS_PER_EMAIL_PER_HOUR (2), not two.
    const token = await signIn(first, 'b@example.in', NEW_PASSWORD);
    const resent = await post(
      first,
      AccountPaths.resendVerification,
      {},
      { token, from: '192.0.2.20' },
    );
    expect(resent.statusCode).toBe(202);
    const link = linkIn(await mailbox.nextMailTo('b@example.in', 1), AccountLinkRoutes.verifyEmail);
    expect(link.token).toBeTruthy();
    expectLimited(
      await post(second, AccountPaths.resendVerification, {}, { token, from: '192.0.2.21' }),
      'Too many mails have been sent to this email address in the last hour.',
    );
  });

  it('limits the links opened from one address (LINK_USES_PER_HOUR)', async () => {
    const from = '192.0.2.99';
    const guess = (app: TestApp, token: string) =>
      post(app, AccountPaths.verifyEmail, { token }, { from });
    expect((await guess(first, 'guess-1')).statusCode).toBe(400);
    expect((await guess(second, 'guess-2')).statusCode).toBe(400);
    const reset = await post(
      first,
      AccountPaths.resetPassword,
      { token: 'guess-3', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      { from },
    );
    expect(reset.statusCode).toBe(400);
    expectLimited(
      await guess(second, 'guess-4'),
      'Too many links have been opened from your network in the last hour.',
    );
  });
});
