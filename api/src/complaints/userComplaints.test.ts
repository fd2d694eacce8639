import { testDatabases } from '../testing/databases';
import { ensureLookups, insertComplaint } from '../testing/fixtures';
import { fields } from '../testing/multipart';
import { getJson, sendForm, tableCounts } from '../testing/requests';
import { isJpeg, photoWithExif, SECRET_EXIF, smallPhoto } from '../testing/samples';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

describe.each(testDatabases())('the citizen area on %s', (dialect) => {
  let t: TestApp;
  let citizen: { id: number; token: string };
  let neighbour: { id: number; token: string };
  let lookups: Awaited<ReturnType<typeof ensureLookups>>;
  let neighbourComplaint: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    citizen = await signedIn(t, 'citizen@council.local', 'user');
    neighbour = await signedIn(t, 'neighbour@council.local', 'user');
    lookups = await ensureLookups(t.db);
    neighbourComplaint = await insertComplaint(t.db, neighbour.id, 'Resolved');
    await t.db
      .insertInto('complaint_reminder')
      .values({ complaint_id: neighbourComplaint, message: 'Any news?', created_at: 'now' })
      .execute();
  });
  afterAll(() => t.close());

  const complaintForm = (overrides: Record<string, string> = {}) =>
    fields({
      'Complaint.Grivance': String(lookups.grievance_type_id),
      'Complaint.Your_Suggestion': 'Replace the bulb',
      'Complaint.District': String(lookups.district_id),
      'Complaint.Ward': String(lookups.ward_id),
      'Complaint.Ulb': String(lookups.ulb_id),
      'Complaint.Status': 'Resolved',
      'Complaint.Landmark': 'Near the Hanuman temple',
      'Complaint.Additional_Information': 'Dark for a week',
      ...overrides,
    });

  it('answers the four lookups with their wire names', async () => {
    expect(await getJson(t, '/api/User/grievance', citizen.token)).toEqual([
      { id: lookups.grievance_type_id, grievanceTitle: 'Street light not working' },
    ]);
    expect(await getJson(t, '/api/User/district', citizen.token)).toEqual([
      { id: lookups.district_id, districtNameEnglish: 'Patna' },
    ]);
    expect(await getJson(t, '/api/User/ward', citizen.token)).toEqual([
      { id: lookups.ward_id, wardNumber: '7' },
    ]);
    expect(await getJson(t, '/api/User/ulb', citizen.token)).toEqual([
      { id: lookups.ulb_id, ulbName: 'Demo Nagar Parishad' },
    ]);
  });

  it('files a complaint as Open, dated by the server, with cleaned images', async () => {
    const started = Date.now();
    const response = await sendForm(t, citizen.token, 'POST', '/api/User/add-complaint', [
      ...complaintForm(),
      {
        name: 'PubImage1',
        filename: 'photo.jpg',
        content: await photoWithExif(),
        type: 'image/jpeg',
      },
      {
        name: 'ActionImage2',
        filename: 'photo.jpg',
        content: await smallPhoto(),
        type: 'image/jpeg',
      },
    ]);
    expect(response.statusCode).toBe(201);
    const complaint = response.json();
    expect(complaint).toMatchObject({
      ward: '7',
      grivance: 'Street light not working',
      grievanceName: 'Street light not working',
      GrievanceName: 'Street light not working',
      your_Suggestion: 'Replace the bulb',
      landmark: 'Near the Hanuman temple',
      additional_Information: 'Dark for a week',
      status: 'Open',
      action_By: null,
      action_Date: null,
      reminders: [],
      pub_Image_2: null,
      // The staff's photos of the action taken: a citizen's are dropped (addComplaint.test.ts).
      action_Image_1: null,
      action_Image_2: null,
    });
    expect(new Date(complaint.entry_Date).getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(isJpeg(complaint.pub_Image_1)).toBe(true);
    expect(Buffer.from(complaint.pub_Image_1, 'base64').toString('latin1')).not.toContain(
      SECRET_EXIF,
    );
  });

  it("lists and counts only the caller's complaints, by status", async () => {
    const mine = await getJson(t, '/api/User/complaint?statusFilter=All', citizen.token);
    expect(mine.map((c) => c.status)).toEqual(['Open']);
    expect(await getJson(t, '/api/User/complaint?statusFilter=Resolved', citizen.token)).toEqual(
      [],
    );
    const theirs = await getJson(t, '/api/User/complaint?statusFilter=Resolved', neighbour.token);
    expect(theirs).toMatchObject([
      { id: neighbourComplaint, reminders: [{ message: 'Any news?' }] },
    ]);
    expect(await getJson(t, '/api/User/complaint-count?statusFilter=All', citizen.token)).toEqual([
      { id: mine[0]?.id, status: 'Open' },
    ]);
  });

  it("answers one's own complaint by id, and 404 for another citizen's", async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/User/complaint/${neighbourComplaint}`,
      headers: bearer(neighbour.token),
    });
    expect(own.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/User/complaint/${neighbourComplaint}`,
      headers: bearer(citizen.token),
    });
    expect([other.statusCode, other.json()]).toEqual([404, { message: 'Complaint not found.' }]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/User/complaint/abc',
      headers: bearer(citizen.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows every complaint publicly, without who filed it', async () => {
    const all = await getJson(t, '/api/Public/complaint?statusFilter=All');
    expect(all).toHaveLength(2);
    expect(JSON.stringify(all)).not.toMatch(/citizen@|neighbour@|account/);
    expect(await getJson(t, '/api/Public/complaint-count?statusFilter=Open')).toHaveLength(1);
  });

  it.each([
    [{ 'Complaint.Landmark': ' ' }, 'Landmark is required.'],
    [{ 'Complaint.Additional_Information': '' }, 'Additional information is required.'],
    [{ 'Complaint.Grivance': '' }, 'Choose a grievance type from the list.'],
    [{ 'Complaint.Ward': '99999' }, 'Choose a ward from the list.'],
    [{ 'Complaint.District': '1 OR 1=1' }, 'Choose a district from the list.'],
    [{ 'Complaint.Ulb': '-1' }, 'Choose a ULB from the list.'],
  ])('refuses %j with a message and stores nothing', async (overrides, message) => {
    const before = await tableCounts(t);
    const response = await sendForm(
      t,
      citizen.token,
      'POST',
      '/api/User/add-complaint',
      complaintForm(overrides),
    );
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('files a complaint without a suggestion, sent empty or not at all: it is optional', async () => {
    const withoutOne = complaintForm().filter(({ name }) => name !== 'Complaint.Your_Suggestion');
    for (const form of [complaintForm({ 'Complaint.Your_Suggestion': '  ' }), withoutOne]) {
      const response = await sendForm(t, citizen.token, 'POST', '/api/User/add-complaint', form);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        your_Suggestion: '',
        additional_Information: 'Dark for a week',
        status: 'Open',
      });
    }
  });
});
