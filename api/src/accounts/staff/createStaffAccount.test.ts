import { AccountLinkRoutes, AccountPaths, type AccountRow } from '@council/contract';
import { testDatabases } from '../../testing/databases';
import { linkIn, startMailbox, type Mailbox } from '../../testing/mailbox';
import { tableCounts } from '../../testing/requests';
import { bearer, createTestApp, signedIn, TEST_SITE, type TestApp } from '../../testing/testApp';

const URL = AccountPaths.admin.accounts;
const CHOSEN = 'lantern quietly orchard';

describe.each(testDatabases())('POST AccountPaths.admin.accounts on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let admin: string;
  let citizen: string;
  const create = (payload: object, token = admin) =>
    t.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } });

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(dialect, { mailer: mailbox.mailer });
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    citizen = (await signedIn(t, 'citizen@council.local', 'user')).token;
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('makes a staff account without a password, whose mailed link sets one', async () => {
    const response = await create({
      name: '  Meena Officer ',
      email: 'Meena@Council.local',
      mobile: '9123456780',
      role: 'admin',
    });

    expect(response.statusCode).toBe(201);
    const row = response.json<AccountRow>();
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'Meena Officer',
      email: 'meena@council.local',
      mobile: '9123456780',
      role: 'admin',
      active: true,
      emailVerified: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      designation: '',
      wards: [],
    });
    // No password opens it yet, not even the word stored in place of one.
    expect((await login('meena@council.local', 'none')).statusCode).toBe(401);
    expect((await login('meena@council.local', '')).statusCode).toBe(400);

    const mail = await mailbox.nextMailTo('meena@council.local');
    expect(mail.subject).toBe(`Your account at ${TEST_SITE.councilName}`);
    expect(mail.text).toContain('Hello Meena Officer,');
    expect(mail.text).toContain(`An administrator of ${TEST_SITE.councilName} has made an account`);
    expect(mail.text).toContain('within 3 days');
    const { url, token } = linkIn(mail, AccountLinkRoutes.resetPassword);
    expect(url.origin).toBe(TEST_SITE.url);

    const set = await t.app.inject({
      method: 'POST',
      url: AccountPaths.resetPassword,
      payload: { token, password: CHOSEN, passwordConfirmation: CHOSEN },
    });
    expect(set.statusCode).toBe(200);
    const signIn = await login('meena@council.local', CHOSEN);
    expect(signIn.statusCode).toBe(200);
    const meena = signIn.json<{ token: string }>().token;
    const mine = await t.app.inject({
      method: 'GET',
      url: AccountPaths.myAccount,
      headers: bearer(meena),
    });
    expect(mine.json()).toEqual({
      name: 'Meena Officer',
      email: 'meena@council.local',
      mobile: '9123456780',
      role: 'admin',
      emailVerified: true,
    });
    // The new colleague reaches the console's calls.
    const list = await t.app.inject({ method: 'GET', url: URL, headers: bearer(meena) });
    expect(list.statusCode).toBe(200);
  });

  it('makes a staff account with no mobile number', async () => {
    const response = await create({ name: 'Kiran', email: 'kiran@council.local', role: 'admin' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mobile: '', email: 'kiran@council.local' });
    await mailbox.nextMailTo('kiran@council.local');
  });

  it('refuses an email that already has an account with 409, in any case', async () => {
    const before = await tableCounts(t);
    const response = await create({
      name: 'Someone',
      email: ' CITIZEN@council.local ',
      role: 'admin',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists.',
    });
    expect(await tableCounts(t)).toEqual(before);
    expect(mailbox.countTo('citizen@council.local')).toBe(0);
  });

  it.each([
    [{ email: 'new1@council.local', role: 'admin' }, 'name is required.'],
    [{ name: '  ', email: 'new1@council.local', role: 'admin' }, 'Please enter a name.'],
    [
      { name: 'New', email: 'not-an-email', role: 'admin' },
      'Please enter a valid email address, such as name@example.com.',
    ],
    [{ name: 'New', email: '', role: 'admin' }, 'email is required.'],
    [{ name: 'New', email: 'new1@council.local' }, 'role is required.'],
    [
      { name: 'New', email: 'new1@council.local', role: 'user' },
      'role has a value that is not allowed.',
    ],
    [
      { name: 'New', email: 'new1@council.local', role: 'superuser' },
      'role has a value that is not allowed.',
    ],
    [
      { name: 'New', email: 'new1@council.local', role: 'admin', mobile: '12345' },
      'The mobile number must have 10 digits starting with 6, 7, 8 or 9, or be left empty.',
    ],
  ])('refuses %j with 400 and a sentence, storing and mailing nothing', async (body, message) => {
    const before = await tableCounts(t);
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await tableCounts(t)).toEqual(before);
    expect(mailbox.countTo('new1@council.local')).toBe(0);
  });

  it('makes one account when two admins add the same email at the same time', async () => {
    const body = { name: 'Twice', email: 'twice@council.local', role: 'admin' };
    const answers = await Promise.all([create(body), create(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db
      .selectFrom('account')
      .select('id')
      .where('email', '=', 'twice@council.local')
      .execute();
    expect(rows).toHaveLength(1);
    await mailbox.nextMailTo('twice@council.local');
  });

  it('never takes a password from the admin', async () => {
    const response = await create({
      name: 'New',
      email: 'new2@council.local',
      role: 'admin',
      password: 'chosen-by-admin',
    });
    expect(response.statusCode).toBe(201);
    expect((await login('new2@council.local', 'chosen-by-admin')).statusCode).toBe(401);
    await mailbox.nextMailTo('new2@council.local');
  });

  it('is for admins only', async () => {
    const body = { name: 'Sneaky', email: 'sneaky@council.local', role: 'admin' };
    const asCitizen = await create(body, citizen);
    expect(asCitizen.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: URL, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await login('sneaky@council.local', 'none')).statusCode).toBe(401);
    expect(mailbox.countTo('sneaky@council.local')).toBe(0);
  });
});

describe.each(testDatabases())('POST AccountPaths.admin.accounts without mail on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers 503 and stores nothing when this site cannot send mail', async () => {
    const { token } = await signedIn(t, 'admin@council.local', 'admin');
    const before = await tableCounts(t);
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: bearer(token),
      payload: { name: 'Meena', email: 'meena@council.local', role: 'admin' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'This site cannot send email yet. Please contact the council office.',
    });
    expect(await tableCounts(t)).toEqual(before);
  });
});
