import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApi, useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { adminApi } from './adminApi';
import { adminEndpoints } from './adminEndpoints';

const sent: InternalAxiosRequestConfig[] = [];
let answer: unknown = [];

beforeAll(() => {
  configureApi({ baseUrl: 'http://api.test' });
  // Admin calls need a running session: without a token shared-auth makes no call at all.
  useSession.setState({
    token: makeToken({ role: 'admin' }),
    role: 'admin',
    expiresAt: Date.now() + 300_000,
  });
  apiClient.defaults.adapter = async (config) => {
    sent.push(config);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
});

beforeEach(() => {
  sent.length = 0;
});

const last = () => {
  const config = sent.at(-1);
  if (!config) throw new Error('no request');
  return config;
};

describe('the admin calls', () => {
  it.each([
    ['officials', '/api/Admin/minister-officer-employee'],
    ['about', '/api/Admin/about'],
    ['slides', '/api/Admin/slider'],
    ['latestNews', '/api/Admin/latest-news'],
    ['notices', '/api/Admin/notice'],
    ['circulars', '/api/Admin/circular'],
    ['officeOrders', '/api/Admin/officeorder'],
    ['tenders', '/api/Admin/tender'],
    ['gallery', '/api/Admin/gallery'],
    ['pressReleases', '/api/Admin/press-release'],
  ] as const)('%s lists from %s', async (name, path) => {
    answer = [{ id: 3, title: 'x' }];
    const list = await adminApi.list<unknown, { id: number }>(adminEndpoints[name] as never);
    expect(list).toHaveLength(1);
    expect(last().method).toBe('get');
    expect(last().url).toBe(path);
  });

  it('creates with POST for id 0, updates with PUT, deletes at path/{id}', async () => {
    const draft = { id: 0, title: 'T', description: 'D' };
    await adminApi.save(adminEndpoints.latestNews, draft);
    expect([last().method, last().url]).toEqual(['post', '/api/Admin/latest-news']);
    expect(JSON.parse(last().data as string)).toMatchObject({
      id: 0,
      title: 'T',
      description: 'D',
    });
    await adminApi.save(adminEndpoints.latestNews, { ...draft, id: 5 });
    expect([last().method, last().url]).toEqual(['put', '/api/Admin/latest-news']);
    await adminApi.remove(adminEndpoints.gallery, 5);
    expect([last().method, last().url]).toEqual(['delete', '/api/Admin/gallery/5']);
  });

  it('sends multipart bodies and the bearer token, and reports upload progress', async () => {
    const onUploadProgress = jest.fn();
    await adminApi.save(
      adminEndpoints.slides,
      { id: 0, newImage: new File(['x'], 'a.jpg') },
      { onUploadProgress },
    );
    expect(last().data).toBeInstanceOf(FormData);
    expect(last().onUploadProgress).toBe(onUploadProgress);
    expect(last().headers.Authorization).toBe(`Bearer ${useSession.getState().token}`);
  });

  it('asks for the complaint count with statusFilter=All', async () => {
    answer = [{ id: 1, status: 'Open' }];
    const complaints = await adminApi.complaintStatuses();
    expect(complaints[0]?.status).toBe('Open');
    expect(apiClient.getUri(last())).toBe(
      'http://api.test/api/Admin/complaint-count?statusFilter=All',
    );
  });
});
