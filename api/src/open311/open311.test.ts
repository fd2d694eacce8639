import { Open311Paths, type Open311Request, type Open311Service } from '@council/contract';
import { storeFile } from '../files/storedFiles';
import { testDatabases } from '../testing/databases';
import { ensureLookups, insertComplaint } from '../testing/fixtures';
import { getJson } from '../testing/requests';
import { smallPhoto } from '../testing/samples';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';

type Requests = Open311Request[];

describe.each(testDatabases())('Open311 GeoReport v2 on %s', (dialect) => {
  let t: TestApp;
  let street: number;
  let road: number;
  const ids: Record<string, number> = {};
  const number = (name: string, year = '2026') =>
    `TNP/${year}/${String(ids[name]).padStart(6, '0')}`;
  const requestIds = (requests: Requests) => requests.map((request) => request.service_request_id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const citizen = await signedIn(t, 'citizen@council.local', 'user');
    street = (await ensureLookups(t.db)).grievance_type_id;
    road = (
      await t.db
        .insertInto('grievance_type')
        .values({ title: 'Road damaged', days_to_resolve: 15 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const photo = await storeFile(t.db, { mediaType: 'image/jpeg', content: await smallPhoto() });
    const filed = [
      ['open', 'Open', street, '2026-03-01T04:00:00.000Z', {}],
      [
        'pending',
        'Pending',
        road,
        '2026-03-05T04:00:00.000Z',
        { accepted_at: '2026-03-06T04:00:00.000Z' },
      ],
      [
        'resolved',
        'Resolved',
        street,
        '2026-03-10T04:00:00.000Z',
        {
          accepted_at: '2026-03-10T05:00:00.000Z',
          action_taken: 'Replaced the bulb.',
          action_image_2_file_id: photo,
          status_changed_at: '2026-03-12T09:00:00.000Z',
        },
      ],
      [
        'rejected',
        'Rejected',
        road,
        '2026-03-15T04:00:00.000Z',
        {
          accepted_at: '2026-03-15T05:00:00.000Z',
          citizen_text_hidden: 1,
          rejection_reason: 'This road belongs to the state.',
        },
      ],
      ['closed', 'Closed', road, '2027-01-02T04:00:00.000Z', { action_taken: 'Patched.' }],
    ] as const;
    for (const [name, status, category, entry, extra] of filed) {
      ids[name] = await insertComplaint(t.db, citizen.id, status);
      await t.db
        .updateTable('complaint')
        .set({
          grievance_type_id: category,
          entry_date: entry,
          status_changed_at: entry,
          due_date: entry.slice(0, 8) + '28',
          ...extra,
        })
        .where('id', '=', ids[name] as number)
        .execute();
    }
  });
  afterAll(() => t.close());

  it('lists the categories as services', async () => {
    expect(await getJson<Open311Service[]>(t, Open311Paths.services)).toEqual([
      {
        service_code: String(road),
        service_name: 'Road damaged',
        description: 'Road damaged: resolved within 15 working days.',
        metadata: false,
        type: 'realtime',
        keywords: '',
        group: 'Grievance',
      },
      expect.objectContaining({
        service_code: String(street),
        service_name: 'Street light not working',
      }),
    ]);
  });

  it('lists complaints newest first as service requests, with no personal data', async () => {
    const requests = await getJson<Requests>(t, Open311Paths.requests);
    expect(requestIds(requests)).toEqual([
      number('closed', '2027'),
      number('rejected'),
      number('resolved'),
      number('pending'),
      number('open'),
    ]);
    const byName = (name: string) =>
      requests.find((request) =>
        request.service_request_id.endsWith(String(ids[name]).padStart(6, '0')),
      );
    expect(byName('resolved')).toEqual({
      service_request_id: number('resolved'),
      status: 'closed',
      status_notes: 'Resolved: Replaced the bulb.',
      service_name: 'Street light not working',
      service_code: String(street),
      description: 'Please repair it\nDark for a week',
      agency_responsible: 'Test Nagar Parishad',
      service_notice: '',
      requested_datetime: '2026-03-10T04:00:00.000Z',
      updated_datetime: '2026-03-12T09:00:00.000Z',
      expected_datetime: '2026-03-28T23:59:59+05:30',
      address: 'Ward 7, Near the school',
      zipcode: null,
      media_url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/api\/files\/\d+\/[0-9a-f]+\//),
    });
    // Not accepted yet, or hidden by staff: none of the citizen's words.
    for (const name of ['open', 'rejected']) {
      expect(byName(name)).toMatchObject({ description: '', address: 'Ward 7', media_url: null });
    }
    expect(byName('open')).toMatchObject({ status: 'open', status_notes: 'Open' });
    expect(byName('pending')).toMatchObject({
      status: 'open',
      description: 'Please repair it\nDark for a week',
    });
    expect(byName('rejected')?.status_notes).toBe('Rejected: This road belongs to the state.');
    expect(byName('closed')).toMatchObject({ status: 'closed', status_notes: 'Closed: Patched.' });
    expect(JSON.stringify(requests)).not.toMatch(/citizen@|account/);
  });

  it.each([
    ['?status=open', ['pending', 'open']],
    ['?status=closed', ['closed', 'rejected', 'resolved']],
    ['?status=open,closed&size=2', ['closed', 'rejected']],
    ['?size=2&page=2', ['resolved', 'pending']],
    ['?page_size=1&page=3', ['resolved']],
    [
      '?start_date=2026-03-05T04:00:00Z&end_date=2026-03-15T09:29:59%2B05:30',
      ['resolved', 'pending'],
    ],
    ['?start_date=2026-03-05T09:30:00%2B05:30', ['closed', 'rejected', 'resolved', 'pending']],
  ])('filters %s', async (query, names) => {
    const requests = await getJson<Requests>(t, `${Open311Paths.requests}${query}`);
    expect(requestIds(requests)).toEqual(
      names.map((name) => number(name, name === 'closed' ? '2027' : '2026')),
    );
  });

  it('keeps the categories ?service_code= names, one or several', async () => {
    const roads = await getJson<Requests>(t, `${Open311Paths.requests}?service_code=${road}`);
    expect(requestIds(roads)).toEqual([
      number('closed', '2027'),
      number('rejected'),
      number('pending'),
    ]);
    const both = await getJson<Requests>(
      t,
      `${Open311Paths.requests}?service_code=${road},${street}&size=100`,
    );
    expect(both).toHaveLength(5);
    expect(await getJson<Requests>(t, `${Open311Paths.requests}?service_code=999999`)).toEqual([]);
  });

  it.each([
    [
      '?service_code=1;drop',
      'service_code must be service codes (from services.json) separated by commas, such as 1,4.',
    ],
    ['?status=pending', 'status has a value that is not allowed.'],
    ['?start_date=yesterday', 'start_date must be a valid date-time.'],
    ['?page_size=101', 'page_size must be <= 100.'],
  ])('refuses %s with 400 and a sentence', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `${Open311Paths.requests}${query}` });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
  });

  it('answers one request by its number (dashes for slashes) or its id, as a list of one', async () => {
    const dashed = number('resolved').replace(/\//g, '-');
    const one = await getJson<Requests>(t, `${Open311Paths.request}/${dashed}.json`);
    expect(requestIds(one)).toEqual([number('resolved')]);
    const byId = await getJson<Requests>(t, `${Open311Paths.request}/${ids.closed}.json`);
    expect(requestIds(byId)).toEqual([number('closed', '2027')]);
  });

  it.each(['TNP-2025-RESOLVED', '999999', 'not-a-number'])(
    'answers 404 for request %s',
    async (id) => {
      const path = id.replace('RESOLVED', String(ids.resolved).padStart(6, '0'));
      const response = await t.app.inject({
        method: 'GET',
        url: `${Open311Paths.request}/${path}.json`,
      });
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: `There is no service request ${path}.` },
      ]);
    },
  );

  it.each(['/open311/v2/services.xml', '/open311/v2/requests.xml', '/open311/v2/requests/1.xml'])(
    'says %s is not offered: JSON only',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.json()]).toEqual([
        404,
        {
          message:
            'This Open311 endpoint answers JSON only: ask for services.json, requests.json or requests/{id}.json.',
        },
      ]);
    },
  );

  it('may be read from any site, without a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: Open311Paths.services,
      headers: { origin: 'https://civic-tool.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('is in the OpenAPI document under its own tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { tags?: string[] } }>;
    }>();
    for (const path of [
      Open311Paths.services,
      Open311Paths.requests,
      `${Open311Paths.request}/{id}.json`,
    ]) {
      expect([path, document.paths[path]?.get?.tags]).toEqual([path, ['Open311']]);
    }
    expect(Object.keys(document.paths).filter((path) => path.includes('{document}'))).toEqual([]);
  });
});
