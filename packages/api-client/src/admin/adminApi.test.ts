import {
  aCircular,
  complaintCountsOf,
  aGalleryPhoto,
  aNewsItem,
  anAboutEntry,
  aNotice,
  anOfficial,
  aPressRelease,
  aSlide,
  aTender,
  authorizationOf,
  created,
  fakeApi,
  pageOf,
  type ApiCall,
} from '@council/api-fake';
import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { adminApi } from './adminApi';
import { adminEndpoints } from './adminEndpoints';

// The real client, its interceptors and the mappers run against the one fake of the API.
const api = fakeApi();

beforeAll(() => {
  // Admin calls need a running session: without a token shared-auth makes no call at all.
  useSession.setState({
    token: makeToken({ role: 'admin' }),
    role: 'admin',
    expiresAt: Date.now() + 300_000,
  });
});

const last = () => {
  const request = api.sent.at(-1);
  if (!request) throw new Error('no request');
  return request;
};

describe('the admin calls', () => {
  it.each([
    ['officials', '/api/v2/admin/officials', anOfficial({ id: 3 })],
    ['about', '/api/v2/admin/about', anAboutEntry({ id: 3 })],
    ['slides', '/api/v2/admin/slides', aSlide({ id: 3 })],
    ['latestNews', '/api/v2/admin/latest-news', aNewsItem({ id: 3 })],
    ['notices', '/api/v2/admin/notices', aNotice({ id: 3 })],
    ['circulars', '/api/v2/admin/circulars', aCircular({ id: 3 })],
    ['officeOrders', '/api/v2/admin/office-orders', aCircular({ id: 3 })],
    ['tenders', '/api/v2/admin/tenders', aTender({ id: 3 })],
    ['gallery', '/api/v2/admin/gallery', aGalleryPhoto({ id: 3 })],
    ['pressReleases', '/api/v2/admin/press-releases', aPressRelease({ id: 3 })],
  ] as const)('%s lists a page from %s', async (name, path, record) => {
    api.answer(`GET ${path}` satisfies ApiCall, pageOf([record], { page: 2, total: 21 }) as never);
    const page = await adminApi.list<{ id: number }, { id: number }>(
      adminEndpoints[name] as never,
      { page: 2 },
    );
    expect(page.items.map(({ id }) => id)).toEqual([3]);
    expect([page.page, page.total]).toEqual([2, 21]);
    expect(last().method).toBe('GET');
    expect(last().path).toBe(path);
    expect(last().url.search).toBe('?page=2');
    expect(authorizationOf(last())).toBe(`Bearer ${useSession.getState().token}`);
  });

  it('creates with POST for id 0, updates with PUT, deletes at path/{id}', async () => {
    api.answers({
      'POST /api/Admin/latest-news': created(aNewsItem({ id: 5 })),
      'PUT /api/Admin/latest-news': aNewsItem({ id: 5 }),
      'DELETE /api/Admin/gallery/:id': { message: 'Deleted' },
    });
    const draft = {
      ...{ id: 0, title: 'T', description: 'D', titleHindi: 'शी', descriptionHindi: '' },
      showUntil: '2026-11-30',
    };
    await adminApi.save(adminEndpoints.latestNews, draft);
    expect([last().method, last().path]).toEqual(['POST', '/api/Admin/latest-news']);
    expect(last().json).toMatchObject({
      id: 0,
      title: 'T',
      description: 'D',
      titleHindi: 'शी',
      descriptionHindi: '',
      showUntil: '2026-11-30',
    });
    await adminApi.save(adminEndpoints.latestNews, { ...draft, id: 5 });
    expect([last().method, last().path]).toEqual(['PUT', '/api/Admin/latest-news']);
    await adminApi.remove(adminEndpoints.gallery, 5);
    expect([last().method, last().path]).toEqual(['DELETE', '/api/Admin/gallery/5']);
  });

  it('sends multipart bodies and the bearer token, and reports upload progress', async () => {
    api.answer('POST /api/Admin/slider', created(aSlide({ id: 6 })));
    api.reportUploadProgress(1, 2);
    const onUploadProgress = jest.fn();
    await adminApi.save(
      adminEndpoints.slides,
      { id: 0, caption: '', captionHindi: '', newImage: new File(['x'], 'a.jpg') },
      { onUploadProgress },
    );
    expect(last().form?.files).toHaveLength(1);
    expect(onUploadProgress).toHaveBeenCalledWith(expect.objectContaining({ loaded: 1, total: 2 }));
    expect(authorizationOf(last())).toBe(`Bearer ${useSession.getState().token}`);
  });

  it('asks for the complaint counts', async () => {
    api.answer('GET /api/v2/admin/complaint-counts', complaintCountsOf({ Open: 1, Pending: 0 }));
    expect(await adminApi.complaintCounts()).toEqual([{ status: 'Open', count: 1 }]);
    expect(last().url.href).toBe('http://api.test/api/v2/admin/complaint-counts');
  });
});
