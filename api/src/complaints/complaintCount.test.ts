import { testDatabases } from '../testing/databases';
import { insertComplaint } from '../testing/fixtures';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

describe.each(testDatabases())('complaint-count on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let citizen: { id: number; token: string };
  let neighbour: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    citizen = await signedIn(t, 'citizen@council.local', 'user');
    neighbour = await signedIn(t, 'neighbour@council.local', 'user');
    for (const status of ['Open', 'Open', 'Resolved', 'Pending']) {
      await insertComplaint(t.db, citizen.id, status);
    }
    await insertComplaint(t.db, neighbour.id, 'Rejected');
  });
  afterAll(() => t.close());

  const statuses = async (url: string, token: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ status: string }[]>().map((complaint) => complaint.status);
  };

  it('gives the admin the status of every complaint', async () => {
    expect(await statuses('/api/Admin/complaint-count?statusFilter=All', admin)).toEqual([
      'Open',
      'Open',
      'Resolved',
      'Pending',
      'Rejected',
    ]);
  });

  it("gives a user only the user's own complaints", async () => {
    const url = '/api/User/complaint-count?statusFilter=All';
    expect(await statuses(url, citizen.token)).toEqual(['Open', 'Open', 'Resolved', 'Pending']);
    expect(await statuses(url, neighbour.token)).toEqual(['Rejected']);
  });

  it('filters by status and treats a missing filter as All', async () => {
    expect(await statuses('/api/User/complaint-count?statusFilter=Open', citizen.token)).toEqual([
      'Open',
      'Open',
    ]);
    expect(await statuses('/api/Admin/complaint-count?statusFilter=Pending', admin)).toEqual([
      'Pending',
    ]);
    expect(await statuses('/api/Admin/complaint-count', admin)).toHaveLength(5);
  });

  it('refuses an unknown filter with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: "/api/Admin/complaint-count?statusFilter=Open'%20OR%201=1--",
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'statusFilter has a value that is not allowed.' });
  });
});
