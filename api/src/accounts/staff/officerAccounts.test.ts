import { AccountPaths, type AccountRow } from '@council/contract';
import { testDatabases } from '../../testing/databases';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { tableCounts } from '../../testing/requests';
import { bearer, createTestApp, signedIn, type TestApp } from '../../testing/testApp';

const URL = AccountPaths.admin.accounts;

describe.each(testDatabases())('officers on the staff accounts on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let admin: { id: number; token: string };
  const wards: { id: number; wardNumber: string }[] = [];
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: URL, headers: bearer(admin.token), payload });
  const change = (id: number, payload: object, token = admin.token) =>
    t.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: bearer(token), payload });
  const wardRows = () => t.db.selectFrom('officer_ward').selectAll().orderBy('ward_id').execute();

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(dialect, { mailer: mailbox.mailer });
    admin = await signedIn(t, 'admin@council.local', 'admin');
    for (const wardNumber of ['1', '2', '3']) {
      const row = await t.db
        .insertInto('ward')
        .values({ ward_number: wardNumber })
        .returning('id')
        .executeTakeFirstOrThrow();
      wards.push({ id: row.id, wardNumber });
    }
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('makes an officer with a designation and wards, listed with them', async () => {
    const response = await create({
      name: 'Sunil Kumar',
      email: 'sunil@council.local',
      role: 'officer',
      designation: '  Sanitary Inspector ',
      wardIds: [wards[2]?.id, wards[0]?.id, wards[0]?.id],
    });
    expect(response.statusCode).toBe(201);
    const row = response.json<AccountRow>();
    expect(row).toMatchObject({
      role: 'officer',
      designation: 'Sanitary Inspector',
      wards: [wards[0], wards[2]],
    });
    const page = await t.app.inject({ method: 'GET', url: URL, headers: bearer(admin.token) });
    expect(page.json<{ items: AccountRow[] }>().items.find((item) => item.id === row.id)).toEqual(
      row,
    );
    await mailbox.nextMailTo('sunil@council.local');
  });

  it.each([
    [{ wardIds: [999_999] }, 'Choose wards from the list.'],
    [{ designation: 'x'.repeat(101) }, 'designation must have at most 100 characters.'],
    [{ wardIds: [0] }, 'wardIds.0 must be >= 1.'],
  ])('refuses a new officer with %j, storing and mailing nothing', async (extra, message) => {
    const before = await tableCounts(t);
    const response = await create({
      name: 'Refused',
      email: 'refused@council.local',
      role: 'officer',
      ...extra,
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await tableCounts(t)).toEqual(before);
    expect(mailbox.countTo('refused@council.local')).toBe(0);
  });

  it("changes an officer's designation and wards without signing them out", async () => {
    const officer = await signedIn(t, 'meena@council.local', 'officer');
    await t.db
      .insertInto('officer_ward')
      .values({ account_id: officer.id, ward_id: wards[0]?.id as number })
      .execute();

    const response = await change(officer.id, {
      designation: 'Junior Engineer',
      wardIds: [wards[1]?.id, wards[2]?.id],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      designation: 'Junior Engineer',
      wards: [wards[1], wards[2]],
      role: 'officer',
    });
    const session = await t.db
      .selectFrom('account_session')
      .select('ended_at')
      .where('account_id', '=', officer.id)
      .executeTakeFirstOrThrow();
    expect(session.ended_at).toBeNull();

    const cleared = await change(officer.id, { wardIds: [] });
    expect(cleared.json()).toMatchObject({ designation: 'Junior Engineer', wards: [] });
    expect((await wardRows()).filter((row) => row.account_id === officer.id)).toEqual([]);
  });

  it('refuses a ward that does not exist, changing nothing', async () => {
    const officer = await signedIn(t, 'kiran@council.local', 'officer');
    await change(officer.id, { designation: 'Tax Collector', wardIds: [wards[0]?.id] });
    const response = await change(officer.id, {
      designation: 'Other',
      wardIds: [wards[1]?.id, 999_999],
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'Choose wards from the list.' },
    ]);
    const rows = await t.app.inject({
      method: 'GET',
      url: `${URL}?q=kiran`,
      headers: bearer(admin.token),
    });
    expect(rows.json<{ items: AccountRow[] }>().items[0]).toMatchObject({
      designation: 'Tax Collector',
      wards: [wards[0]],
    });
  });

  it('makes an admin an officer, ending their sessions; never oneself or the last admin', async () => {
    const colleague = await signedIn(t, 'colleague@council.local', 'admin');
    const demoted = await change(colleague.id, { role: 'officer' });
    expect(demoted.json()).toMatchObject({ role: 'officer' });
    const list = await t.app.inject({ method: 'GET', url: URL, headers: bearer(colleague.token) });
    expect(list.statusCode).toBe(401);

    const self = await change(admin.id, { role: 'officer' });
    expect([self.statusCode, self.json()]).toEqual([
      400,
      { message: 'You cannot take the admin role from your own account.' },
    ]);

    // The last admin: a caller is an active admin themself, so only a race reaches the rule
    // (changeAccount.test.ts); a caller disabled behind the site is no longer signed in.
    const last = await signedIn(t, 'last@council.local', 'admin');
    const caller = await signedIn(t, 'caller@council.local', 'admin');
    await t.db
      .updateTable('account')
      .set({ disabled_at: new Date().toISOString() })
      .where('role', '=', 'admin')
      .where('id', '!=', last.id)
      .execute();
    const refused = await change(last.id, { role: 'officer' }, caller.token);
    expect(refused.statusCode).toBe(401);
    const lastRole = await t.db
      .selectFrom('account')
      .select('role')
      .where('id', '=', last.id)
      .executeTakeFirstOrThrow();
    expect(lastRole.role).toBe('admin');
    await t.db.updateTable('account').set({ disabled_at: null }).execute();
  });
});
