import { LAST_UPDATED_PARTS, PagedPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { insertComplaint } from '../testing/fixtures';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';
import { recordChange } from './recordChange';

// Page cache off (PAGE_CACHE_MS 0): each answer reads the database, so the settle window is 2 s.
const LONG_AGO = new Date('2026-03-04T05:06:07.891Z');
const LONG_AGO_HTTP = 'Wed, 04 Mar 2026 05:06:07 GMT';

describe.each(testDatabases())('last updated and Last-Modified on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp(dialect, { traffic: { pageCacheMs: 0 } });
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    // The default policy texts are dated from their migration, which has just run: these tests
    // start from a site that never changed.
    await t.db.deleteFrom('content_change').where('part', '=', 'policy_page').execute();
  });
  afterEach(() => t.close());

  const lastUpdated = async () => {
    const answer = await t.app.inject({ method: 'GET', url: PagedPaths.public.lastUpdated });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ site: string | null; parts: Record<string, string | null> }>();
  };
  const saveNews = (method: 'POST' | 'PUT', payload: object) =>
    t.app.inject({ method, url: '/api/Admin/latest-news', payload, headers: bearer(admin) });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('names no date for a part never changed, and every part', async () => {
    const answer = await lastUpdated();
    expect(Object.keys(answer.parts).sort()).toEqual([...LAST_UPDATED_PARTS].sort());
    expect(answer).toEqual({
      site: null,
      parts: Object.fromEntries(LAST_UPDATED_PARTS.map((part) => [part, null])),
    });
  });

  it('moves a section and the site on every create, update and delete, and nothing else', async () => {
    const before = Date.now();
    const created = await saveNews('POST', { id: 0, title: 'Tanker', description: 'Ward 3' });
    expect(created.statusCode).toBe(201);
    const afterCreate = await lastUpdated();
    const newsChanged = Date.parse(afterCreate.parts.latestNews ?? '');
    expect(newsChanged).toBeGreaterThanOrEqual(before);
    expect(afterCreate.site).toBe(afterCreate.parts.latestNews);
    expect(afterCreate.parts.notices).toBeNull();

    for (const write of [
      () => saveNews('PUT', { id: created.json().id, title: 'Tanker (revised)', description: 'x' }),
      () =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/Admin/latest-news/${created.json().id}`,
          headers: bearer(admin),
        }),
    ]) {
      const previous = (await lastUpdated()).parts.latestNews ?? '';
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await write()).statusCode).toBe(200);
      expect(((await lastUpdated()).parts.latestNews ?? '') > previous).toBe(true);
    }

    // A refused write (no such record) changes nothing.
    const unchanged = (await lastUpdated()).parts.latestNews;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/Admin/latest-news/999',
      headers: bearer(admin),
    });
    expect(refused.statusCode).toBe(404);
    expect((await lastUpdated()).parts.latestNews).toBe(unchanged);
  });

  it('names the newest row for a part written without the API (a seed)', async () => {
    await t.db
      .insertInto('notice')
      .values({
        title: 'Seeded',
        description: null,
        issue_date: null,
        document_file_id: null,
        created_at: '2026-02-01T10:00:00.000Z',
        title_hindi: null,
        description_hindi: null,
      })
      .execute();
    expect((await lastUpdated()).parts.notices).toBe('2026-02-01T10:00:00.000Z');
    await recordChange(t.db, 'notice', LONG_AGO);
    expect((await lastUpdated()).parts.notices).toBe(LONG_AGO.toISOString());
  });

  it('counts a tender whose bidding closed as a change of the tenders', async () => {
    await recordChange(t.db, 'tender', LONG_AGO);
    await t.db
      .insertInto('tender')
      .values({
        tender_no: 'T-1',
        title: 'Road',
        description: null,
        publish_date: '2026-03-01',
        // 12:00 in India closes the minute after: 06:31 UTC.
        last_date_of_submission: '2026-03-10',
        last_time_of_submission: '12:00',
        status: 'Open',
        document_1_name: null,
        document_1_file_id: null,
        document_2_title: null,
        document_2_name: null,
        document_2_file_id: null,
        document_3_title: null,
        document_3_name: null,
        document_3_file_id: null,
        document_4_title: null,
        document_4_name: null,
        document_4_file_id: null,
        document_5_title: null,
        document_5_name: null,
        document_5_file_id: null,
        created_at: '2026-03-01T00:00:00.000Z',
        title_hindi: null,
        description_hindi: null,
      })
      .execute();
    const answer = await lastUpdated();
    expect(answer.parts.tenders).toBe('2026-03-10T06:31:00.000Z');
    // The clock is no change of the council's content.
    expect(answer.site).toBe(LONG_AGO.toISOString());
  });

  it('dates the complaints by their newest event, apart from the site', async () => {
    const citizen = await signedIn(t, 'citizen@council.local', 'user');
    const id = await insertComplaint(t.db, citizen.id, 'Open');
    for (const at of ['2026-03-02T10:00:00.000Z', '2026-03-04T05:06:07.891Z']) {
      await t.db
        .insertInto('complaint_event')
        .values({ complaint_id: id, at, kind: 'file', actor_role: 'user', to_status: 'Open' })
        .execute();
    }
    expect(await lastUpdated()).toMatchObject({
      site: null,
      parts: { complaints: LONG_AGO.toISOString() },
    });
    const counts = await get(PagedPaths.public.complaintCounts, {
      'if-modified-since': LONG_AGO_HTTP,
    });
    expect(counts.statusCode).toBe(304);
  });

  describe('conditional GET of the public lists', () => {
    const LISTS = [
      PagedPaths.public.notices,
      `${PagedPaths.public.notices}?page=2`,
      '/api/Public/notice',
    ];

    it.each(LISTS)('%s answers Last-Modified and 304 when not modified since', async (url) => {
      await recordChange(t.db, 'notice', LONG_AGO);
      const whole = await get(url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['last-modified']).toBe(LONG_AGO_HTTP);
      expect(whole.headers['cache-control']).toBe('no-cache');

      for (const since of [LONG_AGO_HTTP, 'Thu, 05 Mar 2026 00:00:00 GMT']) {
        const notModified = await get(url, { 'if-modified-since': since });
        expect([since, notModified.statusCode, notModified.body]).toEqual([since, 304, '']);
        expect(notModified.headers['last-modified']).toBe(LONG_AGO_HTTP);
      }
      for (const since of ['Wed, 04 Mar 2026 05:06:06 GMT', 'not a date']) {
        const modified = await get(url, { 'if-modified-since': since });
        expect([since, modified.statusCode]).toEqual([since, 200]);
        expect(modified.json()).toEqual(whole.json());
      }
      // If-None-Match rules over If-Modified-Since (RFC 9110 13.1.3).
      const tagged = await get(url, { 'if-modified-since': LONG_AGO_HTTP, 'if-none-match': '"x"' });
      expect(tagged.statusCode).toBe(200);
    });

    it('answers HEAD alike', async () => {
      await recordChange(t.db, 'notice', LONG_AGO);
      const head = await t.app.inject({
        method: 'HEAD',
        url: PagedPaths.public.notices,
        headers: { 'if-modified-since': LONG_AGO_HTTP },
      });
      expect(head.statusCode).toBe(304);
    });

    it('answers a whole list again after an edit, and names no date until it settles', async () => {
      await recordChange(t.db, 'latest_news', LONG_AGO);
      const url = PagedPaths.public.latestNews;
      expect((await get(url, { 'if-modified-since': LONG_AGO_HTTP })).statusCode).toBe(304);
      await saveNews('POST', { id: 0, title: 'Camp', description: 'Town hall' });
      const fresh = await get(url, { 'if-modified-since': LONG_AGO_HTTP });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().items).toHaveLength(1);
      // Just changed: a page read or kept from before may still be answered, so no date yet.
      expect(fresh.headers['last-modified']).toBeUndefined();
      expect(fresh.headers['cache-control']).toBe('no-cache');
      // Other lists keep theirs.
      await recordChange(t.db, 'notice', LONG_AGO);
      const other = await get(PagedPaths.public.notices, { 'if-modified-since': LONG_AGO_HTTP });
      expect(other.statusCode).toBe(304);
    });

    it('names no date for a list never changed, and leaves the admin lists alone', async () => {
      const never = await get(PagedPaths.public.circulars);
      expect(never.statusCode).toBe(200);
      expect(never.headers['last-modified']).toBeUndefined();
      await recordChange(t.db, 'notice', LONG_AGO);
      const adminList = await get(PagedPaths.admin.notices, {
        ...bearer(admin),
        'if-modified-since': LONG_AGO_HTTP,
      });
      expect(adminList.statusCode).toBe(200);
      expect(adminList.headers['last-modified']).toBeUndefined();
    });

    it('dates the officials and the complaints by their own changes', async () => {
      await recordChange(t.db, 'employee', LONG_AGO);
      for (const url of [
        PagedPaths.public.officials,
        '/api/Public/minister-officer-employee-by-designations',
      ]) {
        expect([url, (await get(url)).headers['last-modified']]).toEqual([url, LONG_AGO_HTTP]);
      }
      const counts = await get(PagedPaths.public.complaintCounts);
      expect(counts.statusCode).toBe(200);
      expect(counts.headers['last-modified']).toBeUndefined();
    });
  });
});
