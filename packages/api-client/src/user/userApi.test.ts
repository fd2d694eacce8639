import {
  aComplaint,
  complaintCountsOf,
  aDistrict,
  aGrievance,
  anUlb,
  authorizationOf,
  aWard,
  created,
  fakeApi,
  pageOf,
  type SentRequest,
} from '@council/api-fake';
import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { userApi } from './userApi';

// The real client, its session interceptors and the mappers run against the one fake of the API.
const api = fakeApi();

beforeEach(() => {
  api.reportUploadProgress(50, 200);
  const token = makeToken({ role: 'user', exp: Math.floor(Date.now() / 1000) + 300 });
  useSession.setState({ token, role: 'user', expiresAt: Date.now() + 60_000 });
});

function lastRequest(): SentRequest {
  const request = api.sent.at(-1);
  if (!request) throw new Error('no request');
  return request;
}

const lastUrl = () => lastRequest().url.href;

describe('the citizen calls', () => {
  it('ask for the counts with the Bearer token', async () => {
    api.answer('GET /api/v2/user/complaint-counts', complaintCountsOf({ Open: 1, Resolved: 2 }));
    const counts = await userApi.complaintCounts();
    expect(counts).toEqual([
      { status: 'Open', count: 1 },
      { status: 'Resolved', count: 2 },
    ]);
    expect(lastUrl()).toBe('http://api.test/api/v2/user/complaint-counts');
    expect(authorizationOf(lastRequest())).toMatch(/^Bearer /);
  });

  it('list every complaint with no status in the query', async () => {
    api.answer('GET /api/v2/user/complaints', pageOf([aComplaint({ id: 8 })]));
    const page = await userApi.complaints('All');
    expect(lastUrl()).toBe('http://api.test/api/v2/user/complaints');
    expect(page.items.map(({ id }) => id)).toEqual([8]);
    expect(authorizationOf(lastRequest())).toMatch(/^Bearer /);
  });

  it.each(['Open', 'Pending', 'Resolved', 'Rejected'] as const)(
    'list complaints with status=%s, page by page',
    async (filter) => {
      api.answer('GET /api/v2/user/complaints', pageOf([]));
      await userApi.complaints(filter, { page: 2 });
      expect(lastUrl()).toBe(`http://api.test/api/v2/user/complaints?status=${filter}&page=2`);
    },
  );

  it('read one complaint by id', async () => {
    api.answer(
      'GET /api/User/complaint/:id',
      aComplaint({ id: 12, grievanceName: 'Street light', status: 'Open' }),
    );
    const complaint = await userApi.complaint(12);
    expect(lastUrl()).toBe('http://api.test/api/User/complaint/12');
    expect(complaint).toEqual(expect.objectContaining({ id: 12, grievance: 'Street light' }));
  });

  it.each([
    [
      'grievances',
      '/api/User/grievance',
      aGrievance({ id: 1, grievanceTitle: 'Drainage' }),
      'title',
    ],
    ['districts', '/api/User/district', aDistrict({ id: 2, districtNameEnglish: 'Patna' }), 'name'],
    ['ulbs', '/api/User/ulb', anUlb({ id: 3, ulbName: 'Nagar Parishad' }), 'name'],
    ['wards', '/api/User/ward', aWard({ id: 4, wardNumber: '12' }), 'number'],
  ] as const)('%s come from %s', async (call, path, wire, field) => {
    api.answer(`GET ${path}`, [wire] as never);
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
    api.answer('POST /api/User/add-complaint', created(aComplaint({ id: 50 })));
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
    expect(request.method).toBe('POST');
    expect(lastUrl()).toBe('http://api.test/api/User/add-complaint');
    const form = request.form?.texts ?? {};
    expect(request.formFields).toEqual([
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
    expect(form['Complaint.Grivance']).toBe('3');
    expect(form['Complaint.District']).toBe('1');
    expect(form['Complaint.Ward']).toBe('7');
    expect(form['Complaint.Ulb']).toBe('2');
    expect(form['Complaint.Status']).toBe('Open');
    expect(form['Complaint.Your_Suggestion']).toBe('Clean the drain');
    expect(form['Complaint.Landmark']).toBe('Near the school');
    expect(form['Complaint.Additional_Information']).toBe('Blocked for a week');
    expect(request.form?.files).toEqual([
      ['PubImage1', 'drain.jpg'],
      ['PubImage2', 'lane.png'],
    ]);
    expect(authorizationOf(request)).toMatch(/^Bearer /);
    // The share of the figure reported first, then Node's own progress of the body up to 1.
    expect(progress[0]).toBe(0.25);
    expect(progress.at(-1)).toBe(1);
  });

  it('sends action images under their own names when given, and no file field otherwise', async () => {
    api.answer('POST /api/User/add-complaint', created(aComplaint({ id: 51 })));
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
    const keys = lastRequest().formFields;
    expect(keys).toContain('ActionImage1');
    expect(keys).not.toContain('PubImage1');
    expect(keys).not.toContain('ActionImage2');
  });
});
