import { PagedPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { getJson } from '../testing/requests';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';
import { councilWallClock } from './tenderState';

type Page = { items: { tender_title: string }[]; total: number };
const MINUTE = 60 * 1000;

describe('the council wall clock', () => {
  it('reads India time, to the minute, across midnight', () => {
    expect(councilWallClock(new Date('2026-01-01T20:00:30Z'))).toBe('2026-01-02T01:30');
    expect(councilWallClock(new Date('2026-06-30T18:29:59Z'))).toBe('2026-06-30T23:59');
  });
});

describe.each(testDatabases())('tenders by state on %s', (dialect) => {
  let t: TestApp;
  let admin: string;

  /** A tender whose last submission is `minutes` from now on the council's clock. */
  const tender = (title: string, publishDate: string, minutes: number, withTime = true) => {
    const [date = '', time = ''] = councilWallClock(new Date(Date.now() + minutes * MINUTE)).split(
      'T',
    );
    return t.db
      .insertInto('tender')
      .values({
        tender_no: title,
        title,
        publish_date: publishDate,
        last_date_of_submission: date,
        last_time_of_submission: withTime ? time : null,
        status: 'Active',
        created_at: new Date().toISOString(),
      })
      .execute();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    await tender('Closed last year', '2025-01-01', -365 * 24 * 60);
    await tender('Closed ten minutes ago', '2026-01-03', -10);
    await tender('Closes in ten minutes', '2026-01-04', 10);
    // A date without a time closes at the end of that day: today's is still open.
    await tender('Closes tonight', '2026-01-02', 0, false);
    await tender('Closed yesterday', '2026-01-05', -24 * 60, false);
    await tender('Closes next month', '2026-01-06', 30 * 24 * 60);
  });
  afterAll(() => t.close());

  const titles = async (query: string, token?: string) => {
    const page = await getJson<Page>(t, `${PagedPaths.public.tenders}${query}`, token);
    return { total: page.total, titles: page.items.map((item) => item.tender_title) };
  };

  it('lists active tenders (last date and time ahead), newest published first', async () => {
    expect(await titles('?state=active')).toEqual({
      total: 3,
      titles: ['Closes next month', 'Closes in ten minutes', 'Closes tonight'],
    });
  });

  it('lists closed tenders, and pages and counts the same tenders', async () => {
    expect(await titles('?state=closed')).toEqual({
      total: 3,
      titles: ['Closed yesterday', 'Closed ten minutes ago', 'Closed last year'],
    });
    expect(await titles('?state=closed&size=2&page=2')).toEqual({
      total: 3,
      titles: ['Closed last year'],
    });
  });

  it('lists every tender without a state, on the admin call too', async () => {
    expect((await titles('')).total).toBe(6);
    const adminPage = await getJson<Page>(t, `${PagedPaths.admin.tenders}?state=active`, admin);
    expect(adminPage.total).toBe(3);
  });

  it('refuses an unknown state', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${PagedPaths.public.tenders}?state=open`,
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'state has a value that is not allowed.' },
    ]);
  });
});
