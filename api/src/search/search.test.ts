import { testDatabases } from '../testing/databases';
import { getJson } from '../testing/requests';
import { createTestApp, type TestApp } from '../testing/testApp';

/** 'नाली की सफ़ाई' (drain cleaning) in NFC: फ़ is फ (U+092B) and a nukta (U+093C). */
const SAFAI_TITLE = 'नाली की स\u092b\u093cाई';

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
    // Issue 19: texts in Hindi beside the English ones, and one record in English only.
    await t.db
      .insertInto('tender')
      .values({
        ...{ tender_no: 'T-9', title: 'Drain cleaning', description: 'Ward 12' },
        // Stored as the API stores a Hindi text, in NFC: फ़ as फ and a nukta.
        ...{ title_hindi: SAFAI_TITLE, description_hindi: 'वार्ड 12 की मुख्य नाली' },
        ...{ publish_date: '2026-11-03', last_date_of_submission: '2026-11-20', status: 'Active' },
        created_at,
      })
      .execute();
    await t.db
      .insertInto('press_release')
      .values({
        ...{ title: 'Chhath arrangements', description: null, release_date: '2026-11-04' },
        ...{ title_hindi: null, description_hindi: 'घाटों पर छठ की तैयारी पूरी' },
        created_at,
      })
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

  describe('in both languages (issue 19)', () => {
    const titles = async (q: string) =>
      (await getJson(t, `/api/Public/search?q=${encodeURIComponent(q)}`)).map((hit) => hit.title);

    it('finds a word of a Hindi title or description, and answers the Hindi texts', async () => {
      const hits = await getJson(t, `/api/Public/search?q=${encodeURIComponent('नाली')}`);
      expect(hits).toEqual([
        {
          kind: 'tender',
          id: expect.any(Number),
          title: 'Drain cleaning',
          description: 'Ward 12',
          titleHindi: SAFAI_TITLE,
          descriptionHindi: 'वार्ड 12 की मुख्य नाली',
          date: '2026-11-03',
        },
      ]);
      expect(await titles('छठ')).toEqual(['Chhath arrangements']);
    });

    it('finds each word in either language, and answers null where no Hindi is filled', async () => {
      expect(await titles('नाली drain')).toEqual(['Drain cleaning']);
      expect(await titles('घाटों chhath')).toEqual(['Chhath arrangements']);
      expect(await titles('नाली water')).toEqual([]);
      const [notice] = await getJson(t, '/api/Public/search?q=interruption');
      expect(notice).toMatchObject({ titleHindi: null, descriptionHindi: null });
    });

    it('finds a word however its keyboard composed it (one character or a nukta after)', async () => {
      // 'फ़' typed as the one character U+095E, while the title holds फ and a nukta.
      expect(await titles('स\u095eाई')).toEqual(['Drain cleaning']);
      expect(await titles('स\u092b\u093cाई')).toEqual(['Drain cleaning']);
    });
  });
});
