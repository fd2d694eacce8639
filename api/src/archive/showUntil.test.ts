import { PagedPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { fields } from '../testing/multipart';
import { getJson, sendForm, tableCounts } from '../testing/requests';
import { pdf } from '../testing/samples';
import { setClock } from '../testing/selfService';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

type Page = { items: Record<string, unknown>[]; total: number };

// 30 November ends at 18:30 UTC in India: the last minute it is current, and the first it is not.
const LAST_MINUTE = new Date('2026-11-30T18:29:00.000Z');
const NEXT_MORNING = new Date('2026-11-30T18:30:00.000Z');

describe.each(testDatabases())('"show until" dates on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};

  const noticeForm = (values: Record<string, string>) => [
    ...fields(values),
    { name: 'DocumentFile', filename: 'n.pdf', content: pdf('n'), type: 'application/pdf' },
  ];
  const titles = async (url: string) =>
    (await getJson<Page>(t, url)).items.map((item) => item.title);
  const specTitles = async (path: string) =>
    (await getJson<Record<string, unknown>[]>(t, `/api/Public${path}`)).map((item) => item.title);

  beforeAll(async () => {
    setClock(LAST_MINUTE);
    t = await createTestApp(dialect, { traffic: { pageCacheMs: 0 } });
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    for (const [title, showUntil] of [
      ['Ends 30 November', '2026-11-30'],
      ['Ends next year', '2027-01-31'],
    ] as const) {
      const saved = await sendForm(
        t,
        admin,
        'POST',
        '/api/Admin/notice',
        noticeForm({
          'Notice.Id': '0',
          'Notice.title': title,
          'Notice.IssueDate': '2026-11-01',
          'Notice.ShowUntil': showUntil,
        }),
      );
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toMatchObject({ title, showUntil });
      ids[title] = saved.json<{ id: number }>().id;
    }
    const undated = await sendForm(
      t,
      admin,
      'POST',
      '/api/Admin/notice',
      noticeForm({ 'Notice.Id': '0', 'Notice.title': 'No end' }),
    );
    expect(undated.json()).toMatchObject({ showUntil: null });
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/latest-news',
      headers: bearer(admin),
      payload: { id: 0, title: 'Camp ends', description: 'Ward 4', showUntil: '2026-11-30' },
    });
    expect(news.json()).toMatchObject({ showUntil: '2026-11-30' });
    ids.news = news.json<{ id: number }>().id;
    const release = await sendForm(t, admin, 'POST', '/api/Admin/press-release', [
      ...fields({
        'PressRelease.Id': '0',
        'PressRelease.Title': 'Budget passed',
        'PressRelease.ReleaseDate': '2026-11-02',
        'PressRelease.ShowUntil': '2026-11-30',
      }),
    ]);
    expect(release.statusCode).toBe(201);
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t.close();
  });

  it('keeps an item in every current list through the last minute of its day in India', async () => {
    setClock(LAST_MINUTE);
    expect(await titles(PagedPaths.public.notices)).toEqual([
      'Ends next year',
      'Ends 30 November',
      'No end',
    ]);
    expect(await specTitles('/notice')).toContain('Ends 30 November');
    expect(await titles(PagedPaths.public.latestNews)).toEqual(['Camp ends']);
    expect(await titles(PagedPaths.public.pressReleases)).toEqual(['Budget passed']);
  });

  it('leaves it out of the public lists the next morning, by itself', async () => {
    setClock(NEXT_MORNING);
    const notices = await getJson<Page>(t, PagedPaths.public.notices);
    expect(notices.items.map((item) => item.title)).toEqual(['Ends next year', 'No end']);
    expect(notices.total).toBe(2);
    expect(await specTitles('/notice')).toEqual(['Ends next year', 'No end']);
    expect(await titles(PagedPaths.public.latestNews)).toEqual([]);
    expect(await specTitles('/latest-news')).toEqual([]);
    expect(await titles(PagedPaths.public.pressReleases)).toEqual([]);
    expect(await specTitles('/press-release')).toEqual([]);
  });

  it('keeps it in the admin lists with its date, on its own page, and in the search', async () => {
    setClock(NEXT_MORNING);
    const adminPage = await getJson<Page>(t, PagedPaths.admin.notices, admin);
    expect(adminPage.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Ends 30 November', showUntil: '2026-11-30' }),
      ]),
    );
    expect(adminPage.total).toBe(3);
    const specAdmin = await getJson<Record<string, unknown>[]>(t, '/api/Admin/notice', admin);
    expect(specAdmin.map((item) => item.title)).toContain('Ends 30 November');
    const own = await getJson<Record<string, unknown>>(
      t,
      `${PagedPaths.public.notices}/${ids['Ends 30 November']}`,
    );
    expect(own).toMatchObject({ title: 'Ends 30 November', showUntil: '2026-11-30' });
    const hits = await getJson<{ title: string }[]>(t, '/api/Public/search?q=November');
    expect(hits.map((hit) => hit.title)).toContain('Ends 30 November');
  });

  it('keeps the stored date when a form leaves it out, and clears it when sent empty', async () => {
    setClock(NEXT_MORNING);
    const id = String(ids['Ends 30 November']);
    const kept = await sendForm(
      t,
      admin,
      'PUT',
      '/api/Admin/notice',
      noticeForm({ 'Notice.Id': id, 'Notice.title': 'Ends 30 November' }),
    );
    expect(kept.json()).toMatchObject({ showUntil: '2026-11-30' });
    expect(await titles(PagedPaths.public.notices)).not.toContain('Ends 30 November');
    const news = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/Admin/latest-news',
        headers: bearer(admin),
        payload,
      });
    const keptNews = await news({ id: ids.news, title: 'Camp ends', description: 'Ward 5' });
    expect(keptNews.json()).toMatchObject({ description: 'Ward 5', showUntil: '2026-11-30' });
    const cleared = await sendForm(
      t,
      admin,
      'PUT',
      '/api/Admin/notice',
      noticeForm({ 'Notice.Id': id, 'Notice.title': 'Ends 30 November', 'Notice.ShowUntil': '' }),
    );
    expect(cleared.json()).toMatchObject({ showUntil: null });
    expect(await titles(PagedPaths.public.notices)).toContain('Ends 30 November');
    const clearedNews = await news({
      id: ids.news,
      title: 'Camp ends',
      description: 'W',
      showUntil: null,
    });
    expect(clearedNews.json()).toMatchObject({ showUntil: null });
    expect(await titles(PagedPaths.public.latestNews)).toEqual(['Camp ends']);
    // Back as it was, for the tests after.
    await sendForm(
      t,
      admin,
      'PUT',
      '/api/Admin/notice',
      noticeForm({
        'Notice.Id': id,
        'Notice.title': 'Ends 30 November',
        'Notice.ShowUntil': '2026-11-30',
      }),
    );
    await news({
      id: ids.news,
      title: 'Camp ends',
      description: 'Ward 4',
      showUntil: '2026-11-30',
    });
  });

  it.each(['2026-02-30', '30/11/2026', 'soon', '2026-13-01'])(
    'refuses %p, in English and in Hindi, and changes nothing',
    async (showUntil) => {
      const before = await tableCounts(t);
      const english = await sendForm(
        t,
        admin,
        'POST',
        '/api/Admin/notice',
        noticeForm({ 'Notice.Id': '0', 'Notice.title': 'Bad', 'Notice.ShowUntil': showUntil }),
      );
      expect([english.statusCode, english.json()]).toEqual([
        400,
        { message: 'Show until must be a date (yyyy-MM-dd).' },
      ]);
      const hindi = await t.app.inject({
        method: 'POST',
        url: '/api/Admin/latest-news',
        headers: { ...bearer(admin), 'accept-language': 'hi' },
        payload: { id: 0, title: 'Bad', description: 'Bad', showUntil },
      });
      expect([hindi.statusCode, hindi.json()]).toEqual([
        400,
        { message: 'प्रदर्शन की अंतिम तिथि एक तिथि (yyyy-MM-dd) होनी चाहिए।' },
      ]);
      expect(await tableCounts(t)).toEqual(before);
    },
  );
});
