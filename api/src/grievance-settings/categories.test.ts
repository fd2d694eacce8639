import { GrievancePaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { ensureLookups, insertComplaint } from '../testing/fixtures';
import { getJson } from '../testing/requests';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

const ADMIN_URL = GrievancePaths.admin.categories;

describe.each(testDatabases())('grievance categories on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let officer: string;
  let citizen: { id: number; token: string };
  const ids: Record<string, number> = {};
  const put = (id: number | string, payload: object, token = admin) =>
    t.app.inject({ method: 'PUT', url: `${ADMIN_URL}/${id}`, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    officer = (await signedIn(t, 'officer@council.local', 'officer')).token;
    citizen = await signedIn(t, 'citizen@council.local', 'user');
    ids['Street light not working'] = (await ensureLookups(t.db)).grievance_type_id;
    for (const title of ['Road damaged', 'Drain blocked', 'No water supply']) {
      const row = await t.db
        .insertInto('grievance_type')
        .values({ title })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[title] = row.id;
    }
  });
  afterAll(() => t.close());

  it('lists every category by title with its days, to anyone', async () => {
    expect(await getJson(t, GrievancePaths.public.categories)).toEqual([
      { id: ids['Drain blocked'], title: 'Drain blocked', daysToResolve: 7 },
      { id: ids['No water supply'], title: 'No water supply', daysToResolve: 7 },
      { id: ids['Road damaged'], title: 'Road damaged', daysToResolve: 7 },
      {
        id: ids['Street light not working'],
        title: 'Street light not working',
        daysToResolve: 7,
      },
    ]);
  });

  it("changes a category's days; the lists show it, due dates given stay", async () => {
    const complaint = await insertComplaint(t.db, citizen.id, 'Open');
    await t.db
      .updateTable('complaint')
      .set({ grievance_type_id: ids['Road damaged'] as number, due_date: '2026-03-10' })
      .where('id', '=', complaint)
      .execute();

    const response = await put(ids['Road damaged'] as number, { daysToResolve: 15 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ids['Road damaged'],
      title: 'Road damaged',
      daysToResolve: 15,
    });
    const listed = await getJson<{ title: string; daysToResolve: number }[]>(t, ADMIN_URL, admin);
    expect(listed.map((row) => [row.title, row.daysToResolve])).toEqual([
      ['Drain blocked', 7],
      ['No water supply', 7],
      ['Road damaged', 15],
      ['Street light not working', 7],
    ]);
    const due = await t.db
      .selectFrom('complaint')
      .select('due_date')
      .where('id', '=', complaint)
      .executeTakeFirstOrThrow();
    expect(due.due_date).toBe('2026-03-10');
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await put(999_999, { daysToResolve: 3 });
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { message: 'There is no grievance category with id 999999.' },
    ]);
  });

  it.each([
    [{ daysToResolve: 0 }, 'daysToResolve must be >= 1.'],
    [{ daysToResolve: 366 }, 'daysToResolve must be <= 365.'],
    [{ daysToResolve: 2.5 }, 'daysToResolve must be an integer.'],
    [{}, 'daysToResolve is required.'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const response = await put(ids['Drain blocked'] as number, body);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    const row = await t.db
      .selectFrom('grievance_type')
      .select('days_to_resolve')
      .where('id', '=', ids['Drain blocked'] as number)
      .executeTakeFirstOrThrow();
    expect(row.days_to_resolve).toBe(7);
  });

  it('lets only admins list and change the days', async () => {
    for (const token of [officer, citizen.token]) {
      const list = await t.app.inject({ method: 'GET', url: ADMIN_URL, headers: bearer(token) });
      expect([list.statusCode, list.json()]).toEqual([
        403,
        { message: 'This call is only for admin accounts.' },
      ]);
      expect(
        (await put(ids['Drain blocked'] as number, { daysToResolve: 1 }, token)).statusCode,
      ).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN_URL}/${ids['Drain blocked']}`,
      payload: { daysToResolve: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await getJson<{ daysToResolve: number }[]>(t, ADMIN_URL, admin))[0]?.daysToResolve,
    ).toBe(7);
  });
});
