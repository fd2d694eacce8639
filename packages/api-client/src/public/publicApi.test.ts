import {
  aComplaint,
  aComplaintStatus,
  anOfficial,
  aPressRelease,
  asPlainText,
  aSearchHit,
  authorizationOf,
  fakeApi,
  offContract,
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
    api.answer('GET /api/Public/minister-officer-employee-by-designations', {
      data: [anOfficial({ id: 1, name: 'A', designation: 'Minister', emailAddres: 'a@b.in' })],
    });
    const officials = await publicApi.officials(HOME_DESIGNATIONS, 'Yes');
    expect(officials[0]?.email).toBe('a@b.in');
    const url = new URL(lastUrl());
    expect(url.pathname).toBe('/api/Public/minister-officer-employee-by-designations');
    expect(url.searchParams.getAll('designations')).toEqual([...HOME_DESIGNATIONS]);
    expect(url.searchParams.get('home')).toBe('Yes');
    expect(authorizationOf(api.sent.at(-1))).toBeNull();
  });

  it.each([
    ['slides', '/api/Public/slider'],
    ['about', '/api/Public/about'],
    ['tenders', '/api/Public/tender'],
    ['notices', '/api/Public/notice'],
    ['circulars', '/api/Public/circular'],
    ['officeOrders', '/api/Public/officeorder'],
    ['latestNews', '/api/Public/latest-news'],
    ['gallery', '/api/Public/gallery'],
  ] as const)('%s calls %s', async (call, path) => {
    api.answer(`GET ${path}` satisfies ApiCall, []);
    await publicApi[call]();
    expect(new URL(lastUrl()).pathname).toBe(path);
  });

  it('ask for complaints and their counts with statusFilter=All', async () => {
    api.answers({
      'GET /api/Public/complaint': [aComplaint({ id: 1, status: 'Open' })],
      'GET /api/Public/complaint-count': [aComplaintStatus({ id: 1, status: 'Open' })],
    });
    await publicApi.complaints();
    expect(lastUrl()).toBe('http://api.test/api/Public/complaint?statusFilter=All');
    await publicApi.complaintStatuses();
    expect(lastUrl()).toBe('http://api.test/api/Public/complaint-count?statusFilter=All');
  });

  it('read press releases sent as JSON text under text/plain', async () => {
    api.answer(
      'GET /api/Public/press-release',
      asPlainText([aPressRelease({ id: 4, title: 'Cleanliness drive', photoPath: 'NA' })]),
    );
    const releases = await publicApi.pressReleases();
    expect(releases).toEqual([
      expect.objectContaining({ id: 4, title: 'Cleanliness drive', photo: null }),
    ]);
    expect(api.sent.at(-1)?.headers.get('Accept')).toBe('text/plain');
  });

  it('search with q and drop hits of unknown kinds', async () => {
    api.answer(
      'GET /api/Public/search',
      offContract([
        aSearchHit({ kind: 'notice', id: 1, title: 'Water supply' }),
        { kind: 'unknown', id: 2 },
      ]),
    );
    const hits = await publicApi.search('water');
    expect(lastUrl()).toBe('http://api.test/api/Public/search?q=water');
    expect(hits).toEqual([
      { kind: 'notice', id: 1, title: 'Water supply', description: '', date: null },
    ]);
  });
});
