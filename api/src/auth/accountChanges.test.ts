import { sql } from 'kysely';
import { testDatabases } from '../testing/databases';
import { complaintFields, ensureLookups } from '../testing/fixtures';
import { sendForm, tableCounts } from '../testing/requests';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

const NEWS = { id: 0, title: 'Water tanker schedule', description: 'Ward 3' };

/**
 * A token lives 5 minutes; what happens to its account in that time must count at once, however
 * it happens: an admin's screen ends sessions itself, but an operator's SQL or a restore does not.
 */
describe.each(testDatabases())('a token outlives no change of its account, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const addNews = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Admin/latest-news',
      payload: NEWS,
      headers: bearer(token),
    });

  /**
   * Removes an account as an operator's SQL would, leaving its sessions behind (the sqlite3 shell
   * does not enforce foreign keys unless asked).
   */
  async function deleteBehindTheSite(accountId: number): Promise<void> {
    const remove = (db: typeof t.db) =>
      db.deleteFrom('account').where('id', '=', accountId).execute();
    if (dialect === 'postgres') {
      await t.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await remove(trx);
      });
      return;
    }
    await sql`pragma foreign_keys = off`.execute(t.db);
    try {
      await remove(t.db);
    } finally {
      await sql`pragma foreign_keys = on`.execute(t.db);
    }
  }

  it('refuses a deleted admin with 401 and stores nothing', async () => {
    const admin = await signedIn(t, 'gone-admin@council.local', 'admin');
    await deleteBehindTheSite(admin.id);
    const before = await tableCounts(t);
    const refused = await addNews(admin.token);
    expect(refused.statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses a demoted admin on admin calls with 401', async () => {
    const admin = await signedIn(t, 'demoted@council.local', 'admin');
    expect((await addNews(admin.token)).statusCode).toBe(201);
    await t.db.updateTable('account').set({ role: 'user' }).where('id', '=', admin.id).execute();
    expect((await addNews(admin.token)).statusCode).toBe(401);
  });

  it('refuses a disabled admin with 401', async () => {
    const admin = await signedIn(t, 'disabled@council.local', 'admin');
    await t.db
      .updateTable('account')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', admin.id)
      .execute();
    expect((await addNews(admin.token)).statusCode).toBe(401);
  });

  it('answers a deleted citizen filing a complaint with 401, not 500', async () => {
    const citizen = await signedIn(t, 'gone-citizen@council.local', 'user');
    const form = complaintFields(await ensureLookups(t.db));
    await deleteBehindTheSite(citizen.id);
    const before = await tableCounts(t);
    const refused = await sendForm(t, citizen.token, 'POST', '/api/User/add-complaint', form);
    expect(refused.statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('still lets an unchanged account in', async () => {
    const admin = await signedIn(t, 'steady@council.local', 'admin');
    expect((await addNews(admin.token)).statusCode).toBe(201);
  });
});
