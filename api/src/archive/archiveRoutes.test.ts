import { ARCHIVE_KINDS, PagedPaths } from '@council/contract';
import type { Db } from '../db/database';
import { storeFile } from '../files/storedFiles';
import { testDatabases } from '../testing/databases';
import { getJson, tableCounts } from '../testing/requests';
import { pdf } from '../testing/samples';
import { setClock } from '../testing/selfService';
import { createTestApp, type TestApp } from '../testing/testApp';

type Page = { items: Record<string, unknown>[]; page: number; size: number; total: number };

// 1 December 2026, just past midnight in India: whatever was shown until 30 November is archived.
const NOW = new Date('2026-11-30T18:31:00.000Z');
const at = '2026-01-01T10:00:00.000Z';

const TENDER = {
  tender_no: 'T',
  description: null,
  publish_date: '2025-01-01',
  last_time_of_submission: '12:00',
  status: 'Active',
  created_at: at,
};

async function seed(db: Db) {
  const file = await storeFile(db, { mediaType: 'application/pdf', content: pdf('Archived') });
  const notice = (
    title: string,
    issueDate: string | null,
    showUntil: string | null,
    created = at,
  ) =>
    db
      .insertInto('notice')
      .values({
        title,
        issue_date: issueDate,
        show_until: showUntil,
        document_file_id: file,
        created_at: created,
      })
      .execute();
  await notice('Holi 2025 timings', '2025-03-01', '2025-03-20');
  await notice('Water cut, ward 3', '2026-02-01', '2026-02-10');
  await notice('Water cut, ward 4', '2026-05-01', '2026-05-03');
  await notice('Polling booths', '2026-11-01', '2026-11-30');
  await notice('Undated, added 2024', null, '2024-12-31', '2024-06-01T10:00:00.000Z');
  await notice('Still current', '2026-10-01', '2026-12-01');
  await notice('No end', '2026-01-01', null);
  await db
    .insertInto('circular')
    .values({
      title: 'Old leave rules',
      issue_date: '2025-07-01',
      show_until: '2025-12-31',
      created_at: at,
    })
    .execute();
  await db
    .insertInto('latest_news')
    .values({
      title: 'Camp held',
      description: 'd',
      created_at: '2025-08-01T10:00:00.000Z',
      show_until: '2025-08-31',
    })
    .execute();
  await db
    .insertInto('press_release')
    .values({
      title: 'Budget 2026',
      release_date: null,
      created_at: '2026-04-01T10:00:00.000Z',
      show_until: '2026-06-30',
    })
    .execute();
  await db
    .insertInto('tender')
    .values({ ...TENDER, title: 'Road repair 2025', last_date_of_submission: '2025-12-31' })
    .execute();
  await db
    .insertInto('tender')
    .values({ ...TENDER, title: 'Drain cleaning', last_date_of_submission: '2027-01-31' })
    .execute();
}

describe.each(testDatabases())('the archive on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    setClock(NOW);
    t = await createTestApp(dialect);
    await seed(t.db);
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t.close();
  });

  const archive = (kind: string, query = '') =>
    getJson<Page>(t, `${PagedPaths.public.archive}/${kind}${query}`);
  const titlesOf = (page: Page) => page.items.map((item) => item.title ?? item.tender_title);

  it('names the years of each kind that hold archived items, with their counts', async () => {
    expect(await getJson(t, PagedPaths.public.archive)).toEqual({
      notices: [
        { year: 2026, count: 3 },
        { year: 2025, count: 1 },
        { year: 2024, count: 1 },
      ],
      circulars: [{ year: 2025, count: 1 }],
      officeOrders: [],
      latestNews: [{ year: 2025, count: 1 }],
      pressReleases: [{ year: 2026, count: 1 }],
      tenders: [{ year: 2025, count: 1 }],
    });
  });

  it("pages a year's archived items, newest first, each as its list shows it", async () => {
    const year = await archive('notices', '?year=2026');
    expect(titlesOf(year)).toEqual(['Polling booths', 'Water cut, ward 4', 'Water cut, ward 3']);
    expect(year).toMatchObject({ page: 1, size: 20, total: 3 });
    expect(year.items[0]).toMatchObject({
      issueDate: '2026-11-01',
      showUntil: '2026-11-30',
      filePath: { url: expect.stringMatching(/^\/api\/files\//), mediaType: 'application/pdf' },
    });
    const second = await archive('notices', '?year=2026&size=2&page=2');
    expect([titlesOf(second), second.total]).toEqual([['Water cut, ward 3'], 3]);
    // An undated item is filed under the year it was added.
    expect(titlesOf(await archive('notices', '?year=2024'))).toEqual(['Undated, added 2024']);
    expect(titlesOf(await archive('notices', '?year=2023'))).toEqual([]);
    expect((await archive('notices')).total).toBe(5);
  });

  it('holds each kind, closed tenders by their last date', async () => {
    expect(titlesOf(await archive('circulars', '?year=2025'))).toEqual(['Old leave rules']);
    expect(titlesOf(await archive('latestNews', '?year=2025'))).toEqual(['Camp held']);
    expect(titlesOf(await archive('pressReleases', '?year=2026'))).toEqual(['Budget 2026']);
    expect(titlesOf(await archive('officeOrders'))).toEqual([]);
    const tenders = await archive('tenders');
    expect(titlesOf(tenders)).toEqual(['Road repair 2025']);
    expect(tenders.items[0]).toMatchObject({ last_date_of_submission: '2025-12-31', file: null });
  });

  it('answers every kind', async () => {
    for (const kind of ARCHIVE_KINDS) {
      const answer = await t.app.inject({ url: `${PagedPaths.public.archive}/${kind}?year=2026` });
      expect([kind, answer.statusCode]).toEqual([kind, 200]);
    }
  });

  it.each([
    ['/minutes', 'kind has a value that is not allowed.', 'प्रकार का मान स्वीकार्य नहीं है।'],
    ['/notices?year=abc', 'year must be an integer.', undefined],
    ['/notices?year=1800', 'year must be >= 1900.', undefined],
    ['/notices?year=3000', 'year must be <= 2999.', undefined],
    ['/notices?year=2025&year=2026', 'year must be an integer.', undefined],
    ['/notices?page=0', 'page must be a whole number from 1 to 100000.', undefined],
    ['/tenders?size=101', 'size must be a whole number from 1 to 100.', undefined],
  ])('refuses %s with a sentence, in English and Hindi', async (query, message, hindi) => {
    const before = await tableCounts(t);
    const url = `${PagedPaths.public.archive}${query}`;
    const english = await t.app.inject({ url });
    expect([english.statusCode, english.json()]).toEqual([400, { message }]);
    const inHindi = await t.app.inject({ url, headers: { 'accept-language': 'hi' } });
    expect(inHindi.statusCode).toBe(400);
    const said = inHindi.json<{ message: string }>().message;
    if (hindi) expect(said).toBe(hindi);
    else expect(said).toMatch(/[\u0900-\u097F]/);
    expect(await tableCounts(t)).toEqual(before);
  });
});
