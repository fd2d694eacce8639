import { AccountLinkRoutes, AccountPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { complaintFields, ensureLookups } from '../testing/fixtures';
import { linkIn, startMailbox, type Mailbox } from '../testing/mailbox';
import type { Part } from '../testing/multipart';
import { sendForm, tableCounts } from '../testing/requests';
import { smallPhoto } from '../testing/samples';
import { NEW_PASSWORD, post, setClock, signIn, signUpBody } from '../testing/selfService';
import { createTestApp, type TestApp } from '../testing/testApp';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabases())('confirming an email on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let form: Part[];

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(dialect, { mailer: mailbox.mailer });
    form = complaintFields(await ensureLookups(t.db));
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  afterEach(() => jest.useRealTimers());

  /** Signs up `email` and answers the token of the link that arrived by mail. */
  async function signUp(email: string): Promise<string> {
    const already = mailbox.countTo(email);
    const response = await post(t, AccountPaths.register, signUpBody(email));
    expect(response.statusCode).toBe(202);
    return linkIn(await mailbox.nextMailTo(email, already), AccountLinkRoutes.verifyEmail).token;
  }
  const verify = (token: string) => post(t, AccountPaths.verifyEmail, { token });
  const verified = async (email: string) =>
    (
      await t.db
        .selectFrom('account')
        .select('email_verified_at')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).email_verified_at !== null;

  it('takes a link once: the second use says it has been used', async () => {
    const token = await signUp('once@example.in');
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect([again.statusCode, again.json()]).toEqual([
      400,
      {
        message:
          'This link has already been used. If your email address is not confirmed yet, sign ' +
          "in and choose 'Send the link again'.",
      },
    ]);
  });

  it('refuses a token no mail carried', async () => {
    const response = await verify('not-a-token-we-sent');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^This link is not valid\./);
  });

  it('opens a link for 24 hours and no longer', async () => {
    const start = new Date();
    setClock(start);
    const early = await signUp('early@example.in');
    const late = await signUp('late@example.in');

    setClock(new Date(start.getTime() + 24 * HOUR_MS - 60_000));
    expect((await verify(early)).statusCode).toBe(200);

    setClock(new Date(start.getTime() + 24 * HOUR_MS + 60_000));
    const expired = await verify(late);
    expect([expired.statusCode, expired.json()]).toEqual([
      400,
      { message: "This link has expired. Sign in and choose 'Send the link again'." },
    ]);
    expect(await verified('late@example.in')).toBe(false);
  });

  it('sends the link again to a signed-in account: only the newest link works', async () => {
    const first = await signUp('again@example.in');
    const token = await signIn(t, 'again@example.in', NEW_PASSWORD);
    const resend = await post(t, AccountPaths.resendVerification, {}, { token });
    expect(resend.statusCode).toBe(202);
    expect(resend.json<{ message: string }>().message).toMatch(
      /^We have sent a new link to again@example\.in; the links sent before no longer work\./,
    );
    const mail = await mailbox.nextMailTo('again@example.in', 1);
    const second = linkIn(mail, AccountLinkRoutes.verifyEmail).token;
    expect(second).not.toBe(first);

    expect((await verify(first)).statusCode).toBe(400);
    expect(await verified('again@example.in')).toBe(false);
    expect((await verify(second)).statusCode).toBe(200);

    const done = await post(t, AccountPaths.resendVerification, {}, { token });
    expect([done.statusCode, done.json()]).toEqual([
      200,
      { message: 'Your email address is already confirmed.' },
    ]);
  });

  it('sends the link again only to a running session', async () => {
    const response = await post(t, AccountPaths.resendVerification, {});
    expect(response.statusCode).toBe(401);
    await signUp('signedout@example.in');
    const token = await signIn(t, 'signedout@example.in', NEW_PASSWORD);
    await post(t, '/api/Account/logout', {}, { token });
    expect((await post(t, AccountPaths.resendVerification, {}, { token })).statusCode).toBe(401);
  });

  it('lets an account file a complaint only once its email is confirmed', async () => {
    const link = await signUp('filer@example.in');
    const token = await signIn(t, 'filer@example.in', NEW_PASSWORD);
    const photo: Part = { name: 'PubImage1', filename: 'p.jpg', content: await smallPhoto() };
    const before = await tableCounts(t);

    const refused = await sendForm(t, token, 'POST', '/api/User/add-complaint', [...form, photo]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Please confirm your email address before filing a complaint\. .*'Send the link again'/,
    );
    expect(await tableCounts(t)).toEqual(before);

    expect((await verify(link)).statusCode).toBe(200);
    const filed = await sendForm(t, token, 'POST', '/api/User/add-complaint', [...form, photo]);
    expect(filed.statusCode).toBe(201);
  });
});
