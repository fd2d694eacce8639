import { testDatabases } from '../testing/databases';
import { complaintFields, ensureLookups, insertComplaint } from '../testing/fixtures';
import type { Part } from '../testing/multipart';
import { sendForm, tableCounts } from '../testing/requests';
import { smallPhoto } from '../testing/samples';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';

const HOUR_S = 60 * 60;

describe.each(testDatabases())('the filing limit on %s', (dialect) => {
  let t: TestApp;
  let form: Part[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const lookups = await ensureLookups(t.db);
    form = complaintFields(lookups);
  });
  afterAll(() => t.close());

  const file = (token: string, extra: Part[] = []) =>
    sendForm(t, token, 'POST', '/api/User/add-complaint', [...form, ...extra]);

  it('takes 5 complaints an hour from a citizen; the 6th is a 429 and stores nothing', async () => {
    const citizen = await signedIn(t, 'busy@council.local', 'user');
    for (let i = 0; i < 5; i++) expect((await file(citizen.token)).statusCode).toBe(201);
    const before = await tableCounts(t);
    const photo = { name: 'PubImage1', filename: 'p.jpg', content: await smallPhoto() };
    const refused = await file(citizen.token, [photo]);
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { message: 'You can file at most 5 complaints an hour. Please try again later.' },
    ]);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(HOUR_S - 60);
    expect(retryAfter).toBeLessThanOrEqual(HOUR_S);
    expect(await tableCounts(t)).toEqual(before);

    const neighbour = await signedIn(t, 'calm@council.local', 'user');
    expect((await file(neighbour.token)).statusCode).toBe(201);
  });

  it('takes 20 a day: older complaints still count until a day has passed', async () => {
    const citizen = await signedIn(t, 'daily@council.local', 'user');
    // Twenty complaints filed 2 to 21 hours ago: none in the last hour.
    for (let hoursAgo = 2; hoursAgo < 22; hoursAgo++) {
      const id = await insertComplaint(t.db, citizen.id, 'Open');
      await t.db
        .updateTable('complaint')
        .set({ entry_date: new Date(Date.now() - hoursAgo * HOUR_S * 1000).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const before = await tableCounts(t);
    const refused = await file(citizen.token);
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { message: 'You can file at most 20 complaints a day. Please try again later.' },
    ]);
    // The oldest counted (21 hours ago) leaves the day in 3 hours.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Math.abs(retryAfter - 3 * HOUR_S)).toBeLessThan(60);
    expect(await tableCounts(t)).toEqual(before);

    // One that left the day no longer counts.
    await t.db
      .updateTable('complaint')
      .set({ entry_date: new Date(Date.now() - 25 * HOUR_S * 1000).toISOString() })
      .where('account_id', '=', citizen.id)
      .where('entry_date', '<', new Date(Date.now() - 20.5 * HOUR_S * 1000).toISOString())
      .execute();
    expect((await file(citizen.token)).statusCode).toBe(201);
  });
});

describe('the filing limit as configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { traffic: { complaintsPerHour: 1 } });
  });
  afterAll(() => t.close());

  it('follows COMPLAINTS_PER_HOUR, in its words', async () => {
    const lookups = await ensureLookups(t.db);
    const citizen = await signedIn(t, 'one@council.local', 'user');
    const send = () =>
      sendForm(t, citizen.token, 'POST', '/api/User/add-complaint', complaintFields(lookups));
    expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { message: 'You can file at most 1 complaint an hour. Please try again later.' },
    ]);
  });
});
