import { aNewsItem, aNotice, aTender, fakeApi, pageOf } from '@council/api-fake';
import * as publicApi from './publicApi';

const api = fakeApi();

describe('the archive calls (issue 20)', () => {
  it("asks one kind's archive by year and page, and reads each item by its kind's mapper", async () => {
    api.answer(
      'GET /api/v2/public/archive/:kind',
      pageOf([aNotice({ id: 7, title: 'Polling booths', showUntil: '2026-11-30' })], {
        page: 2,
        total: 21,
      }),
    );
    const page = await publicApi.archive('notices', 2026, { page: 2 });
    const url = new URL(api.sent.at(-1)?.url.href ?? '');
    expect(url.pathname).toBe('/api/v2/public/archive/notices');
    expect(url.searchParams.get('year')).toBe('2026');
    expect(url.searchParams.get('page')).toBe('2');
    expect(page).toMatchObject({ page: 2, total: 21 });
    expect(page.items[0]).toMatchObject({
      kind: 'notices',
      item: { id: 7, title: 'Polling booths', showUntil: '2026-11-30', file: null },
    });
  });

  it('reads news, tenders, and every year when none is chosen', async () => {
    api.answer('GET /api/v2/public/archive/:kind', (request) =>
      request.url.pathname.endsWith('/tenders')
        ? pageOf([aTender({ id: 3, tender_title: 'Road repair 2025' })])
        : pageOf([aNewsItem({ id: 4, title: 'Camp held' })]),
    );
    const tenders = await publicApi.archive('tenders', null);
    expect(api.sent.at(-1)?.url.searchParams.has('year')).toBe(false);
    expect(tenders.items[0]).toMatchObject({
      kind: 'tenders',
      item: { title: 'Road repair 2025' },
    });
    const news = await publicApi.archive('latestNews', 2025);
    expect(news.items[0]).toMatchObject({
      kind: 'latestNews',
      item: { title: 'Camp held', showUntil: null },
    });
  });

  it("reads the years of each kind's archive, newest first", async () => {
    api.answer('GET /api/v2/public/archive', {
      notices: [
        { year: 2026, count: 3 },
        { year: 2025, count: 1 },
      ],
      circulars: [],
      officeOrders: [],
      latestNews: [{ year: 2025, count: 1 }],
      pressReleases: [],
      tenders: [],
    });
    expect(await publicApi.archiveYears()).toEqual({
      notices: [
        { year: 2026, count: 3 },
        { year: 2025, count: 1 },
      ],
      circulars: [],
      officeOrders: [],
      latestNews: [{ year: 2025, count: 1 }],
      pressReleases: [],
      tenders: [],
    });
  });
});
