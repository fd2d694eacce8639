import { testDatabases } from '../testing/databases';
import { getJson } from '../testing/requests';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

describe.each(testDatabases())('latest news (JSON) on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', payload: object) =>
    t.app.inject({ method, url: '/api/Admin/latest-news', payload, headers: bearer(admin) });

  it('creates, lists newest first, updates and deletes', async () => {
    const first = await send('POST', {
      id: 0,
      title: 'Water tanker schedule',
      description: 'Ward 3',
      createdDate: '1990-01-01T00:00:00Z',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().createdDate).not.toBe('1990-01-01T00:00:00Z');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await send('POST', {
      id: 0,
      title: 'Property tax camp',
      description: 'Town hall',
    });
    const list = await getJson(t, '/api/Public/latest-news');
    expect(list.map((item) => item.title)).toEqual(['Property tax camp', 'Water tanker schedule']);

    const updated = await send('PUT', {
      id: first.json().id,
      title: 'Water tanker schedule (revised)',
      description: 'Ward 3 and 4',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Water tanker schedule (revised)',
      createdDate: first.json().createdDate,
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/Admin/latest-news/${second.json().id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await getJson(t, '/api/Admin/latest-news', admin)).toHaveLength(1);
  });

  it.each([
    [{ id: 0, title: 'Only a title' }, 'Title and Description are required fields!'],
    [{ id: 0, title: '  ', description: 'x' }, 'Title and Description are required fields!'],
    [{ id: 'seven', title: 'x', description: 'y' }, 'id must be an integer.'],
  ])('refuses %j', async (payload, message) => {
    const response = await send('POST', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
