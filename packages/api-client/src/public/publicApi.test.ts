import {
  aComplaint,
  anOfficial,
  aPressRelease,
  aSearchHit,
  aStoredImage,
  authorizationOf,
  complaintCountsOf,
  fakeApi,
  offContract,
  pageOf,
  type ApiCall,
} from '@council/api-fake';
import { HOME_DESIGNATIONS } from '@council/contract/designations';
import * as publicApi from './publicApi';

// The real client, its interceptors and the mappers run against the one fake of the API.
const api = fakeApi({ otherCalls: 'empty list' });

function lastUrl(): string {
  const request = api.sent.at(-1);
  if (!request) throw new Error('no request');
  return request.url.href;
}

describe('the public calls', () => {
  it('ask for the home officials with repeated designations and home=Yes, with no token', async () => {
    api.answer(
      'GET /api/v2/public/officials',
      pageOf([anOfficial({ id: 1, name: 'A', designation: 'Minister', emailAddres: 'a@b.in' })]),
    );
    const officials = await publicApi.officials(HOME_DESIGNATIONS, 'Yes', { size: 100 });
    expect(officials.items[0]?.email).toBe('a@b.in');
    const url = new URL(lastUrl());
    expect(url.pathname).toBe('/api/v2/public/officials');
    expect(url.searchParams.getAll('designations')).toEqual([...HOME_DESIGNATIONS]);
    expect(url.searchParams.get('home')).toBe('Yes');
    expect(url.searchParams.get('size')).toBe('100');
    expect(authorizationOf(api.sent.at(-1))).toBeNull();
  });

  it.each([
    ['slides', '/api/v2/public/slides'],
    ['about', '/api/v2/public/about'],
    ['notices', '/api/v2/public/notices'],
    ['circulars', '/api/v2/public/circulars'],
    ['officeOrders', '/api/v2/public/office-orders'],
    ['latestNews', '/api/v2/public/latest-news'],
    ['gallery', '/api/v2/public/gallery'],
    ['pressReleases', '/api/v2/public/press-releases'],
  ] as const)('%s asks %s for the page it is given', async (call, path) => {
    api.answer(`GET ${path}` satisfies ApiCall, pageOf([], { page: 2, total: 21 }));
    const page = await publicApi[call]({ page: 2 });
    expect(page).toEqual({ items: [], page: 2, size: 20, total: 21 });
    expect(lastUrl()).toBe(`http://api.test${path}?page=2`);
  });

  it('ask for active or closed tenders', async () => {
    api.answer('GET /api/v2/public/tenders', pageOf([]));
    await publicApi.tenders('active');
    expect(lastUrl()).toBe('http://api.test/api/v2/public/tenders?state=active');
    await publicApi.tenders('closed', { page: 3, size: 10 });
    expect(lastUrl()).toBe('http://api.test/api/v2/public/tenders?state=closed&page=3&size=10');
  });

  it('ask for every complaint or those of one status, and for the counts', async () => {
    api.answers({
      'GET /api/v2/public/complaints': pageOf([aComplaint({ id: 1, status: 'Open' })]),
      'GET /api/v2/public/complaint-counts': complaintCountsOf({ Open: 2, Pending: 0 }),
    });
    const all = await publicApi.complaints(undefined);
    expect(lastUrl()).toBe('http://api.test/api/v2/public/complaints');
    expect(all.items.map(({ id, status }) => [id, status])).toEqual([[1, 'Open']]);
    await publicApi.complaints('Resolved', { page: 2 });
    expect(lastUrl()).toBe('http://api.test/api/v2/public/complaints?status=Resolved&page=2');
    expect(await publicApi.complaintCounts()).toEqual([{ status: 'Open', count: 2 }]);
    expect(lastUrl()).toBe('http://api.test/api/v2/public/complaint-counts');
  });

  it('read press releases with their photo by URL, as JSON', async () => {
    api.answer(
      'GET /api/v2/public/press-releases',
      pageOf([
        aPressRelease({ id: 4, title: 'Cleanliness drive', photoPath: null }),
        aPressRelease({
          id: 5,
          photoPath: aStoredImage({ url: '/api/files/5/ab12cd34ef56ab78/a.jpg' }),
        }),
      ]),
    );
    const releases = await publicApi.pressReleases();
    expect(releases.items).toEqual([
      expect.objectContaining({ id: 4, title: 'Cleanliness drive', photo: null }),
      expect.objectContaining({
        id: 5,
        photo: expect.objectContaining({
          url: 'http://api.test/api/files/5/ab12cd34ef56ab78/a.jpg',
        }),
      }),
    ]);
  });

  it('search with q and drop hits of unknown kinds', async () => {
    api.answer(
      'GET /api/Public/search',
      offContract([
        aSearchHit({ kind: 'notice', id: 1, title: 'Water supply' }),
        { kind: 'unknown', id: 2 },
        aSearchHit({
          kind: 'tender',
          id: 3,
          title: 'Road',
          titleHindi: 'सड़क',
          descriptionHindi: '',
        }),
      ]),
    );
    const hits = await publicApi.search('water');
    expect(lastUrl()).toBe('http://api.test/api/Public/search?q=water');
    const none = { description: '', titleHindi: null, descriptionHindi: null, date: null };
    expect(hits).toEqual([
      { kind: 'notice', id: 1, title: 'Water supply', ...none },
      { kind: 'tender', id: 3, title: 'Road', ...none, titleHindi: 'सड़क' },
    ]);
  });
});
