import { AxiosHeaders, type AxiosProgressEvent, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApi, useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { userApi } from './userApi';

const sent: InternalAxiosRequestConfig[] = [];
let answer: unknown = [];

beforeAll(() => {
  configureApi({ baseUrl: 'http://api.test' });
  // Only the transport is replaced: the real client, its session interceptors and mappers run.
  apiClient.defaults.adapter = async (config) => {
    sent.push(config);
    config.onUploadProgress?.({ loaded: 50, total: 200 } as AxiosProgressEvent);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
});

beforeEach(() => {
  sent.length = 0;
  const token = makeToken({ role: 'user', exp: Math.floor(Date.now() / 1000) + 300 });
  useSession.setState({ token, role: 'user', expiresAt: Date.now() + 60_000 });
});

function lastRequest(): InternalAxiosRequestConfig {
  const config = sent.at(-1);
  if (!config) throw new Error('no request');
  return config;
}

const lastUrl = () => apiClient.getUri(lastRequest());

describe('the citizen calls', () => {
  it('ask for the counts with statusFilter=All and the Bearer token', async () => {
    answer = [{ id: 1, status: 'Open' }];
    const complaints = await userApi.complaintStatuses();
    expect(complaints.map(({ status }) => status)).toEqual(['Open']);
    expect(lastUrl()).toBe('http://api.test/api/User/complaint-count?statusFilter=All');
    expect(AxiosHeaders.from(lastRequest().headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it.each(['All', 'Open', 'Pending', 'Resolved', 'Rejected'] as const)(
    'list complaints with statusFilter=%s',
    async (filter) => {
      answer = [];
      await userApi.complaints(filter);
      expect(lastUrl()).toBe(`http://api.test/api/User/complaint?statusFilter=${filter}`);
    },
  );

  it('read one complaint by id', async () => {
    answer = { id: 12, grievanceName: 'Street light', status: 'Open' };
    const complaint = await userApi.complaint(12);
    expect(lastUrl()).toBe('http://api.test/api/User/complaint/12');
    expect(complaint).toEqual(expect.objectContaining({ id: 12, grievance: 'Street light' }));
  });

  it.each([
    ['grievances', '/api/User/grievance', { id: 1, grievanceTitle: 'Drainage' }, 'title'],
    ['districts', '/api/User/district', { id: 2, districtNameEnglish: 'Patna' }, 'name'],
    ['ulbs', '/api/User/ulb', { id: 3, ulbName: 'Nagar Parishad' }, 'name'],
    ['wards', '/api/User/ward', { id: 4, wardNumber: '12' }, 'number'],
  ] as const)('%s come from %s', async (call, path, wire, field) => {
    answer = [wire];
    const [first] = await userApi[call]();
    expect(new URL(lastUrl()).pathname).toBe(path);
    expect(first).toEqual(expect.objectContaining({ id: wire.id }));
    expect(first && field in first).toBe(true);
  });
});

describe('filing a complaint', () => {
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'drain.jpg', { type: 'image/jpeg' });
  const second = new File([new Uint8Array([0x89, 0x50])], 'lane.png', { type: 'image/png' });

  it('posts the multipart form with the exact wire names, Open, and reports progress', async () => {
    answer = {};
    const progress: number[] = [];
    await userApi.addComplaint(
      {
        grievanceId: 3,
        districtId: 1,
        wardId: 7,
        ulbId: 2,
        suggestion: 'Clean the drain',
        landmark: 'Near the school',
        additionalInformation: 'Blocked for a week',
        images: { publicImage1: photo, publicImage2: second },
      },
      { onUploadProgress: (share) => progress.push(share) },
    );
    const request = lastRequest();
    expect(request.method).toBe('post');
    expect(lastUrl()).toBe('http://api.test/api/User/add-complaint');
    const form = request.data as FormData;
    expect([...form.keys()]).toEqual([
      'Complaint.Grivance',
      'Complaint.Your_Suggestion',
      'Complaint.District',
      'Complaint.Ward',
      'Complaint.Ulb',
      'Complaint.Status',
      'Complaint.Landmark',
      'Complaint.Additional_Information',
      'PubImage1',
      'PubImage2',
    ]);
    expect(form.get('Complaint.Grivance')).toBe('3');
    expect(form.get('Complaint.District')).toBe('1');
    expect(form.get('Complaint.Ward')).toBe('7');
    expect(form.get('Complaint.Ulb')).toBe('2');
    expect(form.get('Complaint.Status')).toBe('Open');
    expect(form.get('Complaint.Your_Suggestion')).toBe('Clean the drain');
    expect(form.get('Complaint.Landmark')).toBe('Near the school');
    expect(form.get('Complaint.Additional_Information')).toBe('Blocked for a week');
    expect((form.get('PubImage1') as File).name).toBe('drain.jpg');
    expect((form.get('PubImage2') as File).name).toBe('lane.png');
    expect(AxiosHeaders.from(request.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(progress).toEqual([0.25]);
  });

  it('sends action images under their own names when given, and no file field otherwise', async () => {
    await userApi.addComplaint({
      grievanceId: 1,
      districtId: 1,
      wardId: 1,
      ulbId: 1,
      suggestion: 's',
      landmark: 'l',
      additionalInformation: 'a',
      images: { actionImage1: photo },
    });
    const keys = [...(lastRequest().data as FormData).keys()];
    expect(keys).toContain('ActionImage1');
    expect(keys).not.toContain('PubImage1');
    expect(keys).not.toContain('ActionImage2');
  });
});
