import { testDatabases } from '../testing/databases';
import { getJson } from '../testing/requests';
import { createTestApp, type TestApp } from '../testing/testApp';

describe.each(testDatabases())('GET /api/Public/search on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const created_at = '2026-11-01T00:00:00.000Z';
    await t.db
      .insertInto('notice')
      .values([
        {
          title: 'Water supply interruption',
          description: 'Ward 7, Sunday',
          issue_date: '2026-11-02',
          created_at,
        },
        {
          title: 'Holiday list',
          description: '100% closed on Diwali',
          issue_date: '2026-10-01',
          created_at,
        },
      ])
      .execute();
    await t.db
      .insertInto('latest_news')
      .values({ title: 'Tanker for WATER', description: 'Ward 3', created_at })
      .execute();
  });
  afterAll(() => t.close());

  it('finds every word, in any case, across kinds', async () => {
    const hits = await getJson(t, '/api/Public/search?q=water');
    expect(hits.map((hit) => [hit.kind, hit.title])).toEqual([
      ['notice', 'Water supply interruption'],
      ['latest-news', 'Tanker for WATER'],
    ]);
    expect(
      (await getJson(t, '/api/Public/search?q=WATER%20sunday')).map((hit) => hit.title),
    ).toEqual(['Water supply interruption']);
  });

  it('takes % and _ literally and refuses an empty or huge query', async () => {
    expect((await getJson(t, '/api/Public/search?q=100%25')).map((hit) => hit.title)).toEqual([
      'Holiday list',
    ]);
    expect(await getJson(t, '/api/Public/search?q=_')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/Public/search?q=' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/Public/search?q=${'a'.repeat(101)}` }))
        .statusCode,
    ).toBe(400);
  });
});
