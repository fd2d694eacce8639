import { PagedPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { ensureLookups, insertComplaint } from '../testing/fixtures';
import { fields } from '../testing/multipart';
import { getJson, sendForm } from '../testing/requests';
import { smallPhoto } from '../testing/samples';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';

type Page = { items: Record<string, unknown>[]; total: number };

describe.each(testDatabases())('complaints by page on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let citizen: { id: number; token: string };
  let neighbour: { id: number; token: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    citizen = await signedIn(t, 'citizen@council.local', 'user');
    neighbour = await signedIn(t, 'neighbour@council.local', 'user');
    const filed = [
      ['first', citizen.id, 'Open'],
      ['second', citizen.id, 'Resolved'],
      ['third', neighbour.id, 'Open'],
      ['fourth', citizen.id, 'Pending'],
      ['fifth', neighbour.id, 'Closed'],
    ] as const;
    for (const [index, [name, account, status]] of filed.entries()) {
      ids[name] = await insertComplaint(t.db, account, status);
      await t.db
        .updateTable('complaint')
        .set({ entry_date: `2026-0${index + 1}-10T08:00:00.000Z` })
        .where('id', '=', ids[name] as number)
        .execute();
    }
    await t.db
      .insertInto('complaint_reminder')
      .values({ complaint_id: ids.first as number, message: 'Any news?', created_at: 'now' })
      .execute();
  });
  afterAll(() => t.close());

  const page = (url: string, token?: string) => getJson<Page>(t, url, token);
  const idsOf = (answer: Page) => answer.items.map((item) => item.id);

  it('lists every complaint newest first, without who filed it', async () => {
    const all = await page(PagedPaths.public.complaints);
    expect(all.total).toBe(5);
    expect(idsOf(all)).toEqual(
      ['fifth', 'fourth', 'third', 'second', 'first'].map((name) => ids[name]),
    );
    expect(JSON.stringify(all)).not.toMatch(/citizen@|neighbour@|account/);
    expect(all.items[4]).toMatchObject({
      ward: '7',
      grivance: 'Street light not working',
      reminders: [{ message: 'Any news?' }],
      pub_Image_1: null,
    });
  });

  it('filters by status on the server, with the total of that status', async () => {
    const open = await page(`${PagedPaths.public.complaints}?status=Open&size=1`);
    expect([open.total, idsOf(open)]).toEqual([2, [ids.third]]);
    const response = await t.app.inject({
      method: 'GET',
      url: `${PagedPaths.public.complaints}?status=All`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('gives a citizen only their own complaints, filtered and paged', async () => {
    const mine = await page(PagedPaths.user.complaints, citizen.token);
    expect([mine.total, idsOf(mine)]).toEqual([3, [ids.fourth, ids.second, ids.first]]);
    const theirs = await page(`${PagedPaths.user.complaints}?status=Open`, neighbour.token);
    expect([theirs.total, idsOf(theirs)]).toEqual([1, [ids.third]]);
  });

  it('counts complaints per status in the database, zeros and all', async () => {
    const expected = (counts: number[], total: number) => ({
      total,
      counts: ['Open', 'Pending', 'Resolved', 'Rejected', 'Closed'].map((status, i) => ({
        status,
        count: counts[i],
      })),
    });
    expect(await getJson(t, PagedPaths.public.complaintCounts)).toEqual(
      expected([2, 1, 1, 0, 1], 5),
    );
    expect(await getJson(t, PagedPaths.admin.complaintCounts, admin)).toEqual(
      expected([2, 1, 1, 0, 1], 5),
    );
    expect(await getJson(t, PagedPaths.user.complaintCounts, citizen.token)).toEqual(
      expected([1, 1, 1, 0, 0], 3),
    );
    expect(await getJson(t, PagedPaths.user.complaintCounts, neighbour.token)).toEqual(
      expected([1, 0, 0, 0, 1], 2),
    );
  });

  it("gives a complaint's photos by URL", async () => {
    const lookups = await ensureLookups(t.db);
    const filed = await sendForm(t, citizen.token, 'POST', '/api/User/add-complaint', [
      ...fields({
        'Complaint.Grivance': String(lookups.grievance_type_id),
        'Complaint.Your_Suggestion': 'Replace the bulb',
        'Complaint.District': String(lookups.district_id),
        'Complaint.Ward': String(lookups.ward_id),
        'Complaint.Ulb': String(lookups.ulb_id),
        'Complaint.Landmark': 'Temple',
        'Complaint.Additional_Information': 'Dark',
      }),
      { name: 'PubImage2', filename: 'p.jpg', content: await smallPhoto(), type: 'image/jpeg' },
    ]);
    expect(filed.statusCode).toBe(201);
    const [newest] = (await page(`${PagedPaths.user.complaints}?size=1`, citizen.token)).items;
    expect(newest).toMatchObject({
      id: filed.json().id,
      pub_Image_1: null,
      pub_Image_2: {
        url: expect.stringMatching(/^\/api\/files\/\d+\/[0-9a-f]{16}\/photo\.jpg$/),
        mediaType: 'image/jpeg',
        width: 40,
        height: 30,
      },
    });
  });
});
