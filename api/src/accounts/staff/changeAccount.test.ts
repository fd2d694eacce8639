import { AccountPaths, type AccountRow } from '@council/contract';
import { testDatabases } from '../../testing/databases';
import {
  bearer,
  createTestApp,
  signedIn,
  TEST_PASSWORD,
  type TestApp,
} from '../../testing/testApp';
import { refuseRemovingLastAdmin } from './changeAccount';

const URL = AccountPaths.admin.accounts;

describe.each(testDatabases())('PATCH AccountPaths.admin.accounts/{id} on %s', (dialect) => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let emailCount = 0;
  const change = (id: number | string, payload: object, token = admin.token) =>
    t.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: bearer(token), payload });
  const login = (email: string, password = TEST_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } });
  const tokenOf = async (email: string) => (await login(email)).json<{ token: string }>().token;
  const myAccount = (token: string) =>
    t.app.inject({ method: 'GET', url: AccountPaths.myAccount, headers: bearer(token) });
  const adminCall = (token: string) =>
    t.app.inject({ method: 'GET', url: URL, headers: bearer(token) });
  /** A new account, signed in twice (two devices). */
  const person = async (role: 'admin' | 'user') => {
    const email = `person${++emailCount}@council.local`;
    const { id, token } = await signedIn(t, email, role);
    return { id, email, token, other: await tokenOf(email) };
  };
  const accountRow = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `${URL}?size=100`, headers: bearer(admin.token) }))
      .json<{ items: AccountRow[] }>()
      .items.find((row) => row.id === id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, 'admin@council.local', 'admin');
  });
  afterAll(() => t.close());

  it('disables an account: its tokens stop at once, it cannot sign in; enabling lets it in', async () => {
    const citizen = await person('user');
    expect((await myAccount(citizen.token)).statusCode).toBe(200);

    const disabled = await change(citizen.id, { active: false });

    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: citizen.id, active: false, role: 'user' });
    for (const token of [citizen.token, citizen.other]) {
      expect((await myAccount(token)).statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/Account/refresh',
        headers: bearer(token),
      });
      expect(refresh.statusCode).toBe(401);
    }
    const refused = await login(citizen.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'This account has been disabled. Please contact the council office.',
    });
    expect(await accountRow(citizen.id)).toMatchObject({ active: false });

    const enabled = await change(citizen.id, { active: true });

    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ id: citizen.id, active: true });
    const back = await login(citizen.email);
    expect(back.statusCode).toBe(200);
    expect((await myAccount(back.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('changes a role and ends the sessions that carried the old one', async () => {
    const colleague = await person('admin');
    expect((await adminCall(colleague.token)).statusCode).toBe(200);

    const demoted = await change(colleague.id, { role: 'user' });

    expect(demoted.statusCode).toBe(200);
    expect(demoted.json()).toMatchObject({ id: colleague.id, role: 'user', active: true });
    expect((await adminCall(colleague.token)).statusCode).toBe(401);
    expect((await adminCall(colleague.other)).statusCode).toBe(401);
    const again = await tokenOf(colleague.email);
    expect((await adminCall(again)).statusCode).toBe(403);
    expect((await myAccount(again)).json()).toMatchObject({ role: 'user' });

    const promoted = await change(colleague.id, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    expect((await myAccount(again)).statusCode).toBe(401);
    expect((await adminCall(await tokenOf(colleague.email))).statusCode).toBe(200);
  });

  it('changes role and state together', async () => {
    const citizen = await person('user');
    const response = await change(citizen.id, { role: 'admin', active: false });
    expect(response.json()).toMatchObject({ role: 'admin', active: false });
    expect((await login(citizen.email)).statusCode).toBe(403);
  });

  it('ends no session when nothing changes', async () => {
    const citizen = await person('user');
    const response = await change(citizen.id, { role: 'user', active: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: citizen.id, role: 'user', active: true });
    expect((await myAccount(citizen.token)).statusCode).toBe(200);
  });

  it.each([
    [{ active: false }, 'You cannot disable your own account.'],
    [{ role: 'user' }, 'You cannot take the admin role from your own account.'],
    [{ role: 'user', active: true }, 'You cannot take the admin role from your own account.'],
  ])(
    'refuses an admin %j on their own account with 400, changing nothing',
    async (body, message) => {
      const self = await person('admin');
      const response = await change(self.id, body, self.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await accountRow(self.id)).toMatchObject({ role: 'admin', active: true });
      expect((await adminCall(self.token)).statusCode).toBe(200);
    },
  );

  it('lets an admin change their own account in ways that keep them an active admin', async () => {
    const response = await change(admin.id, { role: 'admin', active: true });
    expect(response.statusCode).toBe(200);
    expect((await adminCall(admin.token)).statusCode).toBe(200);
  });

  it('never removes the last active admin: the rule answers 409 with what to do', async () => {
    const last = await person('admin');
    // Every other admin gone: only a race between two admins reaches this through the API (the
    // test below), since a caller is an active admin themself.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('account')
        .set({ disabled_at: new Date().toISOString() })
        .where('role', '=', 'admin')
        .where('id', '!=', last.id)
        .execute();
      const refusal = refuseRemovingLastAdmin(trx, dialect === 'postgres', last.id, last.email);
      await expect(refusal).rejects.toMatchObject({
        statusCode: 409,
        message:
          `${last.email} is the only active admin account, and the console needs one. ` +
          'Make another account an admin first.',
      });
      await trx.updateTable('account').set({ disabled_at: null }).execute();
    });
  });

  it('refuses a caller disabled behind the site (SQL) with 401, changing nothing', async () => {
    const target = await person('admin');
    const caller = await person('admin');
    await t.db
      .updateTable('account')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', caller.id)
      .execute();
    for (const body of [{ role: 'user' }, { active: false }]) {
      expect((await change(target.id, body, caller.token)).statusCode).toBe(401);
    }
    expect(await accountRow(target.id)).toMatchObject({ role: 'admin', active: true });
    expect((await adminCall(target.token)).statusCode).toBe(200);
    await t.db.updateTable('account').set({ disabled_at: null }).execute();
  });

  it('leaves an active admin when two admins remove each other at the same time', async () => {
    const first = await person('admin');
    const second = await person('admin');
    await t.db
      .updateTable('account')
      .set({ disabled_at: new Date().toISOString() })
      .where('role', '=', 'admin')
      .where('id', 'not in', [first.id, second.id])
      .execute();

    const answers = await Promise.all([
      change(second.id, { active: false }, first.token),
      change(first.id, { active: false }, second.token),
    ]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const activeAdmins = await t.db
      .selectFrom('account')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .execute();
    expect(activeAdmins).toHaveLength(1);

    await t.db.updateTable('account').set({ disabled_at: null }).execute();
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await change(999_999, { active: false });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no account with id 999999.' });
  });

  it.each([
    ['abc', { active: false }, 'id must be an integer.'],
    ['0', { active: false }, 'id must be >= 1.'],
    ['99999999999', { active: false }, 'id must be <= 2147483647.'],
    ['1', {}, 'The request body must name at least one thing to change.'],
    ['1', { role: 'superuser' }, 'role has a value that is not allowed.'],
    ['1', { active: 'maybe' }, 'active must be a boolean.'],
  ])('refuses id %s with %j with 400 and a sentence', async (id, body, message) => {
    const response = await change(id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('is for admins only', async () => {
    const citizen = await person('user');
    const target = await person('user');
    const asCitizen = await change(target.id, { active: false }, citizen.token);
    expect(asCitizen.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${target.id}`,
      payload: { role: 'admin' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await accountRow(target.id)).toMatchObject({ role: 'user', active: true });
  });
});
