import { AccountLinkRoutes, AccountPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { complaintFields, ensureLookups } from '../testing/fixtures';
import {
  assigned,
  citizenMove,
  numberOf,
  openComplaint,
  openDesk,
  rejected,
  resolved,
  versionOf,
  type Desk,
} from '../testing/grievanceDesk';
import { linkIn, startMailbox, type Mailbox } from '../testing/mailbox';
import { multipart } from '../testing/multipart';
import { signUpBody } from '../testing/selfService';
import { bearer, TEST_PASSWORD, TEST_SITE } from '../testing/testApp';

const CITIZEN = 'citizen@council.local';
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const DEVANAGARI = /[\u0900-\u097f]/;

describe.each(testDatabases())("mails in the reader's language on %s", (dialect) => {
  let mailbox: Mailbox;
  let desk: Desk;
  beforeAll(async () => {
    mailbox = await startMailbox();
    desk = await openDesk(dialect, { mailer: mailbox.mailer });
  });
  afterAll(async () => {
    await desk.t.close();
    await mailbox.close();
  });

  const languageOf = async (email: string) =>
    (
      await desk.t.db
        .selectFrom('account')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).language;
  const signIn = (email: string, headers: Record<string, string>) =>
    desk.t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email, password: TEST_PASSWORD },
      headers,
    });

  it('signs up in Hindi: the account keeps Hindi and its confirming mail is in Hindi', async () => {
    const response = await desk.t.app.inject({
      method: 'POST',
      url: AccountPaths.register,
      payload: signUpBody('geeta@example.in', { name: 'गीता देवी' }),
      headers: HINDI,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json<{ message: string }>().message).toMatch(/^धन्यवाद।/);
    expect(await languageOf('geeta@example.in')).toBe('hi');

    const mail = await mailbox.nextMailTo('geeta@example.in');
    expect(mail.subject).toBe(`${TEST_SITE.councilName}: कृपया अपने ई-मेल पते की पुष्टि करें`);
    expect(mail.text).toMatch(/^प्रिय गीता देवी,/);
    expect(mail.text).toContain('24 घंटे के भीतर');
    expect(mail.text).toMatch(new RegExp(`सादर,\\n${TEST_SITE.councilName}\\n$`));
    // The link opens the page in Hindi, and still carries its token.
    const { url, token } = linkIn(mail, AccountLinkRoutes.verifyEmail);
    expect([url.searchParams.get('lang'), token.length > 20]).toEqual(['hi', true]);
  });

  it("mails a Hindi citizen's complaint status in Hindi, and in English once they sign in in English", async () => {
    expect(await languageOf(CITIZEN)).toBe('en');
    expect((await signIn(CITIZEN, HINDI)).statusCode).toBe(200);
    expect(await languageOf(CITIZEN)).toBe('hi');

    const id = await openComplaint(desk);
    const number = await numberOf(desk.t, id);
    let seen = mailbox.countTo(CITIZEN);
    const next = () => mailbox.nextMailTo(CITIZEN, seen++);

    await assigned(desk, id);
    const assign = await next();
    expect(assign.subject).toBe(`आपकी शिकायत ${number} अब लंबित है`);
    expect(assign.text).toMatch(/^प्रिय Chandan Citizen,/);
    expect(assign.text).toContain(`आपकी शिकायत ${number} (`);
    expect(assign.text).toContain('Ravi Kumar, Sanitary Inspector को सौंपा गया है');
    // The due date as a Hindi letter writes it, and a link that opens the page in Hindi.
    expect(assign.text).toContain('31 दिसंबर 2099');
    expect(assign.text).toContain(`${TEST_SITE.url}/inquiry?complaint=${id}&lang=hi`);
    expect(assign.text).not.toMatch(/\b(Your complaint|Hello|Regards)\b/);

    await resolved(desk, id);
    const resolve = await next();
    expect(resolve.subject).toBe(`आपकी शिकायत ${number} अब निराकृत है`);
    expect(resolve.text).toContain('की गई कार्रवाई: Replaced the bulb');

    await citizenMove(desk.t, desk.citizen, id, 'accept', {
      version: await versionOf(desk.t, id),
      rating: 4,
      comment: '',
    });
    expect((await next()).text).toContain('5 में से 4 रेटिंग');

    // Back to English: the next sign-in in English is remembered, and the mails follow it.
    await signIn(CITIZEN, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(await languageOf(CITIZEN)).toBe('en');
    const other = await rejected(desk, await openComplaint(desk), 'Not a council road');
    const reject = await next();
    expect(reject.subject).toBe(`Your complaint ${await numberOf(desk.t, other)} is now Rejected`);
    expect(reject.text).not.toMatch(DEVANAGARI);
  });

  it('keeps the language when a sign-in names none (a script, an old client)', async () => {
    await signIn('neighbour@council.local', HINDI);
    await signIn('neighbour@council.local', {});
    expect(await languageOf('neighbour@council.local')).toBe('hi');
  });

  it("mails a forgotten password's link in the account's language", async () => {
    await signIn('neighbour@council.local', HINDI);
    const seen = mailbox.countTo('neighbour@council.local');
    const response = await desk.t.app.inject({
      method: 'POST',
      url: AccountPaths.forgotPassword,
      payload: { email: 'neighbour@council.local' },
    });
    expect(response.statusCode).toBe(202);
    const mail = await mailbox.nextMailTo('neighbour@council.local', seen);
    expect(mail.subject).toBe(`${TEST_SITE.councilName}: नया पासवर्ड बनाएँ`);
    expect(mail.text).toContain('30 मिनट के भीतर');
    expect(linkIn(mail, AccountLinkRoutes.resetPassword).url.searchParams.get('lang')).toBe('hi');
  });

  it('keeps the language a complaint was filed in', async () => {
    const filer = desk.neighbour;
    await desk.t.db
      .updateTable('account')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', filer.id)
      .execute();
    const { payload, headers } = multipart(complaintFields(await ensureLookups(desk.t.db)));
    const filed = await desk.t.app.inject({
      method: 'POST',
      url: '/api/User/add-complaint',
      payload,
      headers: { ...headers, ...bearer(filer.token), ...HINDI },
    });
    expect(filed.statusCode).toBe(201);
    const { language } = await desk.t.db
      .selectFrom('complaint')
      .select('language')
      .where('id', '=', filed.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(language).toBe('hi');
  });
});
