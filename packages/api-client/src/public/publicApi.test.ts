import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApi } from '@council/shared-auth';
import { HOME_DESIGNATIONS } from './designations';
import { publicApi } from './publicApi';

const sent: InternalAxiosRequestConfig[] = [];
let answer: unknown = [];

beforeAll(() => {
  configureApi({ baseUrl: 'http://api.test' });
  // Only the transport is replaced: the real client, interceptors and mappers run.
  apiClient.defaults.adapter = async (config) => {
    sent.push(config);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
});

beforeEach(() => {
  sent.length = 0;
});

function lastUrl(): string {
  const config = sent.at(-1);
  if (!config) throw new Error('no request');
  return apiClient.getUri(config);
}

describe('the public calls', () => {
  it('ask for the home officials with repeated designations and home=Yes, with no token', async () => {
    answer = { data: [{ id: 1, name: 'A', designation: 'Minister', emailAddres: 'a@b.in' }] };
    const officials = await publicApi.officials(HOME_DESIGNATIONS, 'Yes');
    expect(officials[0]?.email).toBe('a@b.in');
    const url = new URL(lastUrl());
    expect(url.pathname).toBe('/api/Public/minister-officer-employee-by-designations');
    expect(url.searchParams.getAll('designations')).toEqual([...HOME_DESIGNATIONS]);
    expect(url.searchParams.get('home')).toBe('Yes');
    expect(sent.at(-1)?.headers.Authorization).toBeUndefined();
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
    answer = [];
    await publicApi[call]();
    expect(new URL(lastUrl()).pathname).toBe(path);
  });

  it('ask for complaints and their counts with statusFilter=All', async () => {
    answer = [{ id: 1, status: 'Open' }];
    await publicApi.complaints();
    expect(lastUrl()).toBe('http://api.test/api/Public/complaint?statusFilter=All');
    await publicApi.complaintStatuses();
    expect(lastUrl()).toBe('http://api.test/api/Public/complaint-count?statusFilter=All');
  });

  it('read press releases sent as JSON text under text/plain', async () => {
    answer = JSON.stringify([{ id: 4, title: 'Cleanliness drive', photoPath: 'NA' }]);
    const releases = await publicApi.pressReleases();
    expect(releases).toEqual([
      expect.objectContaining({ id: 4, title: 'Cleanliness drive', photo: null }),
    ]);
    expect(sent.at(-1)?.headers.Accept).toBe('text/plain');
  });

  it('search with q and drop hits of unknown kinds', async () => {
    answer = [
      { kind: 'notice', id: 1, title: 'Water supply' },
      { kind: 'unknown', id: 2 },
    ];
    const hits = await publicApi.search('water');
    expect(lastUrl()).toBe('http://api.test/api/Public/search?q=water');
    expect(hits).toEqual([
      { kind: 'notice', id: 1, title: 'Water supply', description: '', date: null },
    ]);
  });
});
