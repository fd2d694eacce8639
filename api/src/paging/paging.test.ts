import { PagedPaths, type StoredFileWire } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { insertComplaint } from '../testing/fixtures';
import { fields } from '../testing/multipart';
import { getJson, sendForm, tableCounts } from '../testing/requests';
import { pdf, smallPhoto } from '../testing/samples';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

type Page = { items: Record<string, unknown>[]; page: number; size: number; total: number };

const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000.';
const SIZE_MESSAGE = 'size must be a whole number from 1 to 100.';
const BAD_QUERIES = [
  ['page=0', PAGE_MESSAGE],
  ['page=-1', PAGE_MESSAGE],
  ['page=99999999999', PAGE_MESSAGE],
  ['page=100001', PAGE_MESSAGE],
  ['page=abc', PAGE_MESSAGE],
  ['page=1.5', PAGE_MESSAGE],
  ['page=1&page=2', PAGE_MESSAGE],
  ['page=', PAGE_MESSAGE],
  ['size=0', SIZE_MESSAGE],
  ['size=101', SIZE_MESSAGE],
  ['size=-20', SIZE_MESSAGE],
  ['size=twenty', SIZE_MESSAGE],
] as const;

/** Every string in an answer: none may be a file's bytes. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
const looksLikeFileBytes = (text: string) => text.length > 100 && /^[A-Za-z0-9+/=\s]+$/.test(text);

describe.each(testDatabases())('paged calls on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let citizen: { id: number; token: string };
  const page = (url: string, token?: string) => getJson<Page>(t, url, token);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    citizen = await signedIn(t, 'citizen@council.local', 'user');
    // 25 news items, five of them at one instant: the id keeps their order stable.
    for (let i = 1; i <= 25; i++) {
      const day = String(Math.min(i, 20)).padStart(2, '0');
      await t.db
        .insertInto('latest_news')
        .values({ title: `News ${i}`, description: 'd', created_at: `2026-01-${day}T10:00:00Z` })
        .execute();
    }
    for (const [title, date] of [
      ['Water supply timings', '2026-02-01'],
      ['Ward meeting', '2026-03-01'],
      ['Undated notice', ''],
      ['Holiday list', '2026-01-01'],
    ] as const) {
      const response = await sendForm(t, admin, 'POST', '/api/Admin/notice', [
        ...fields({ 'Notice.Id': '0', 'Notice.title': title, 'Notice.IssueDate': date }),
        { name: 'DocumentFile', filename: 'n.pdf', content: pdf(title), type: 'application/pdf' },
      ]);
      expect(response.statusCode).toBe(201);
    }
    const photo = await sendForm(t, admin, 'POST', '/api/Admin/gallery', [
      ...fields({ 'Gallery.Id': '0', 'Gallery.Title': 'Ghat', 'Gallery.Description': 'River' }),
      { name: 'GalleryImage', filename: 'g.jpg', content: await smallPhoto(), type: 'image/jpeg' },
    ]);
    expect(photo.statusCode).toBe(201);
    await insertComplaint(t.db, citizen.id, 'Open');
  });
  afterAll(() => t.close());

  it('answers pages of 20 by default, newest first, with the total', async () => {
    const first = await page(PagedPaths.public.latestNews);
    expect(first).toMatchObject({ page: 1, size: 20, total: 25 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      title: 'News 25',
      description: 'd',
      createdDate: '2026-01-20T10:00:00Z',
      // Issue 19: not filled in Hindi, and said so.
      titleHindi: null,
      descriptionHindi: null,
      // Issue 20: no "show until" date, so always current.
      showUntil: null,
    });
  });

  it('walks the whole list page by page in one stable order, and past the end finds none', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((n) => page(`${PagedPaths.public.latestNews}?page=${n}&size=10`)),
    );
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    const titles = pages.flatMap((p) => p.items.map((item) => item.title));
    expect(titles).toEqual(Array.from({ length: 25 }, (_, i) => `News ${25 - i}`));
    expect(await page(`${PagedPaths.public.latestNews}?page=4&size=10`)).toEqual({
      items: [],
      page: 4,
      size: 10,
      total: 25,
    });
    expect(await page(`${PagedPaths.public.latestNews}?page=100000&size=100`)).toMatchObject({
      items: [],
      total: 25,
    });
  });

  it("keeps the section's order: notices by issue date, undated last", async () => {
    const notices = await page(PagedPaths.public.notices);
    expect(notices.items.map((n) => n.title)).toEqual([
      'Ward meeting',
      'Water supply timings',
      'Holiday list',
      'Undated notice',
    ]);
    const admins = await page(`${PagedPaths.admin.notices}?size=2&page=2`, admin);
    expect(admins).toMatchObject({ page: 2, size: 2, total: 4 });
    expect(admins.items.map((n) => n.title)).toEqual(['Holiday list', 'Undated notice']);
  });

  it('carries files by URL, never their bytes', async () => {
    const answers = [
      await page(PagedPaths.public.notices),
      await page(PagedPaths.public.gallery),
      await page(PagedPaths.admin.gallery, admin),
      await page(PagedPaths.public.complaints),
      await page(PagedPaths.user.complaints, citizen.token),
    ];
    for (const answer of answers) {
      expect(strings(answer).filter(looksLikeFileBytes)).toEqual([]);
    }
    const [notice] = (await page(`${PagedPaths.public.notices}?size=1&page=2`)).items;
    const file = notice?.filePath as StoredFileWire;
    expect(file).toEqual({
      url: expect.stringMatching(
        /^\/api\/files\/\d+\/[0-9a-f]{16}\/Water%20supply%20timings\.pdf$/,
      ),
      mediaType: 'application/pdf',
      byteSize: expect.any(Number),
    });
    const [photo] = (await page(PagedPaths.public.gallery)).items;
    expect(photo).toMatchObject({
      title: 'Ghat',
      description: 'River',
      photoPath: {
        url: expect.stringMatching(/^\/api\/files\/\d+\/[0-9a-f]{16}\/photo\.jpg$/),
        mediaType: 'image/jpeg',
        width: 40,
        height: 30,
      },
    });
    const [complaint] = (await page(PagedPaths.public.complaints)).items;
    expect(complaint).toMatchObject({ status: 'Open', pub_Image_1: null, action_Image_2: null });
    // The file a URL names is the one stored.
    const download = await t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('pages the gallery newest first, whatever the titles', async () => {
    const added = await sendForm(t, admin, 'POST', '/api/Admin/gallery', [
      ...fields({ 'Gallery.Id': '0', 'Gallery.Title': 'Aarti', 'Gallery.Description': 'Dusk' }),
      { name: 'GalleryImage', filename: 'a.jpg', content: await smallPhoto(), type: 'image/jpeg' },
    ]);
    const { id } = added.json<{ id: number }>();
    try {
      const titles = (await page(PagedPaths.public.gallery)).items.map((item) => item.title);
      expect(titles).toEqual(['Aarti', 'Ghat']);
    } finally {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/Admin/gallery/${id}`,
        headers: bearer(admin),
      });
      expect(removed.statusCode).toBe(200);
    }
  });

  it('answers one published record by its id as its page shows it, and 404 for none', async () => {
    const [listed] = (await page(`${PagedPaths.public.notices}?size=1&page=2`)).items;
    const one = await t.app.inject({ url: `${PagedPaths.public.notices}/${String(listed?.id)}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(listed);
    const missing = await t.app.inject({ url: `${PagedPaths.public.tenders}/999999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no tender with id 999999.' });
    const notAnId = await t.app.inject({ url: `${PagedPaths.public.tenders}/abc` });
    expect(notAnId.statusCode).toBe(400);
  });

  it.each(BAD_QUERIES)('refuses ?%s with a 400 that names the bounds', async (query, message) => {
    const before = await tableCounts(t);
    for (const [url, token] of [
      [PagedPaths.public.notices, undefined],
      [PagedPaths.public.complaints, undefined],
      [PagedPaths.public.officials, undefined],
      [PagedPaths.admin.tenders, admin],
      [PagedPaths.user.complaints, citizen.token],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}?${query}`,
        headers: token ? bearer(token) : {},
      });
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { message }]);
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it('answers every paged path for its role, and refuses the others', async () => {
    const tokens = { public: undefined, admin, user: citizen.token };
    for (const audience of ['public', 'admin', 'user'] as const) {
      for (const path of Object.values(PagedPaths[audience])) {
        const token = tokens[audience];
        const answer = await t.app.inject({
          method: 'GET',
          url: path,
          headers: token ? bearer(token) : {},
        });
        expect([path, answer.statusCode]).toEqual([path, 200]);
        if (audience === 'public') continue;
        const nobody = await t.app.inject({ method: 'GET', url: path });
        expect([path, nobody.statusCode]).toEqual([path, 401]);
        const other = audience === 'admin' ? citizen.token : admin;
        const wrongRole = await t.app.inject({ method: 'GET', url: path, headers: bearer(other) });
        expect([path, wrongRole.statusCode]).toEqual([path, 403]);
      }
    }
  });
});
