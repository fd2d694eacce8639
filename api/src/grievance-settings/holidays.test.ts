import { GrievancePaths, indiaDate, type HolidayWire } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { getJson } from '../testing/requests';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

const ADMIN_URL = GrievancePaths.admin.holidays;
const PUBLIC_URL = GrievancePaths.public.holidays;

describe.each(testDatabases())('council holidays on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let officer: string;
  const add = (payload: object, token = admin) =>
    t.app.inject({ method: 'POST', url: ADMIN_URL, headers: bearer(token), payload });
  const remove = (id: number | string, token = admin) =>
    t.app.inject({ method: 'DELETE', url: `${ADMIN_URL}/${id}`, headers: bearer(token) });
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('holiday')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    officer = (await signedIn(t, 'officer@council.local', 'officer')).token;
  });
  afterAll(() => t.close());

  it('adds holidays and lists a year by date', async () => {
    const added: HolidayWire[] = [];
    for (const [date, name] of [
      ['2026-10-02', 'Gandhi Jayanti'],
      ['2026-01-26', ' Republic Day '],
      ['2027-01-26', 'Republic Day'],
    ]) {
      const response = await add({ date, name });
      expect(response.statusCode).toBe(201);
      added.push(response.json());
    }
    expect(added[1]).toEqual({ id: expect.any(Number), date: '2026-01-26', name: 'Republic Day' });
    expect(await getJson(t, `${PUBLIC_URL}?year=2026`)).toEqual([added[1], added[0]]);
    expect(await getJson(t, `${PUBLIC_URL}?year=2027`)).toEqual([added[2]]);
    expect(await getJson(t, `${PUBLIC_URL}?year=2030`)).toEqual([]);
  });

  it('lists the current year in India when no year is asked for', async () => {
    const year = indiaDate(new Date()).slice(0, 4);
    const response = await add({ date: `${year}-12-31`, name: 'Year end' });
    const listed = await getJson<HolidayWire[]>(t, PUBLIC_URL);
    expect(listed.map((holiday) => holiday.date)).toContain(`${year}-12-31`);
    expect(listed.every((holiday) => holiday.date.startsWith(year))).toBe(true);
    expect((await remove(response.json<HolidayWire>().id)).statusCode).toBe(204);
  });

  it('refuses a date that is already a holiday with 409, naming it', async () => {
    const before = await count();
    const response = await add({ date: '2026-10-02', name: 'Another' });
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { message: '2026-10-02 is already a holiday: Gandhi Jayanti.' },
    ]);
    expect(await count()).toBe(before);
  });

  it('adds one holiday when two admins add the same day at the same time', async () => {
    const body = { date: '2026-12-25', name: 'Christmas' };
    const answers = await Promise.all([add(body), add(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ date: '2026-02-30', name: 'No such day' }, 'Enter a real date.'],
    [{ date: '2026-13-01', name: 'No such month' }, 'Enter a real date.'],
    [{ date: '2026-04-03', name: '   ' }, 'name is required.'],
    [{ date: '2026-04-03', name: '' }, 'name is required.'],
    [{ date: '2026-04-03', name: 'x'.repeat(201) }, 'name must have at most 200 characters.'],
    [{ name: 'Good Friday' }, 'date is required.'],
  ])('refuses %j with 400 and adds nothing', async (body, message) => {
    const before = await count();
    const response = await add(body);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await count()).toBe(before);
  });

  it('removes a holiday, and answers 404 for one that does not exist', async () => {
    const added = (await add({ date: '2026-03-04', name: 'Holi' })).json<HolidayWire>();
    expect((await remove(added.id)).statusCode).toBe(204);
    expect(
      (await getJson<HolidayWire[]>(t, `${PUBLIC_URL}?year=2026`)).map((h) => h.name),
    ).not.toContain('Holi');
    const again = await remove(added.id);
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { message: `There is no holiday with id ${added.id}.` },
    ]);
  });

  it("moves the calendar's last update on an add and a removal, not on a refused removal", async () => {
    const changed = async () =>
      (
        await t.db
          .selectFrom('content_change')
          .select('changed_at')
          .where('part', '=', 'holiday')
          .executeTakeFirst()
      )?.changed_at;
    const before = await changed();
    const added = (await add({ date: '2026-08-15', name: 'Independence Day' })).json<HolidayWire>();
    const afterAdd = await changed();
    expect(afterAdd).toBeDefined();
    expect(afterAdd).not.toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await remove(added.id)).statusCode).toBe(204);
    const afterRemove = await changed();
    expect(Date.parse(afterRemove ?? '')).toBeGreaterThan(Date.parse(afterAdd ?? ''));
    expect((await remove(added.id)).statusCode).toBe(404);
    expect(await changed()).toBe(afterRemove);
  });

  it('refuses a year out of range', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${PUBLIC_URL}?year=1999` });
    expect(response.statusCode).toBe(400);
  });

  it('lets only admins add and remove holidays', async () => {
    const before = await count();
    const asOfficer = await add({ date: '2026-08-15', name: 'Independence Day' }, officer);
    expect(asOfficer.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: ADMIN_URL,
      payload: { date: '2026-08-15', name: 'Independence Day' },
    });
    expect(anonymous.statusCode).toBe(401);
    const [first] = await getJson<HolidayWire[]>(t, `${PUBLIC_URL}?year=2026`);
    expect((await remove(first?.id ?? 1, officer)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
