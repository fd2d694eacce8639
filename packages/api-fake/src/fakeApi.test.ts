import { apiClient, useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { aComplaint, aNotice, complaintCountsOf, pageOf } from './samples';
import { fakeApi } from './fakeApi';
import { asPlainText, created, failWith, NETWORK_DOWN, PENDING } from './replies';

const api = fakeApi();

describe('the fake API', () => {
  it('answers a planned call with its typed records and records the request', async () => {
    api.answer('GET /api/v2/public/notices', pageOf([aNotice({ title: 'Water cut' })]));
    const { data } = await apiClient.get('/api/v2/public/notices', { params: { page: 2 } });
    expect(data).toEqual({ items: [aNotice({ title: 'Water cut' })], page: 1, size: 20, total: 1 });
    expect(api.sentTo('GET /api/v2/public/notices')[0]?.url.searchParams.get('page')).toBe('2');
  });

  it('answers an HTTP error, a refused connection or nothing at all', async () => {
    api.answers({
      'GET /api/v2/public/about': failWith(500),
      'GET /api/v2/public/slides': NETWORK_DOWN,
      'GET /api/v2/public/gallery': PENDING,
    });
    await expect(apiClient.get('/api/v2/public/about')).rejects.toMatchObject({
      response: { status: 500 },
    });
    await expect(apiClient.get('/api/v2/public/slides')).rejects.toThrow('Network Error');
    const never = jest.fn();
    void apiClient.get('/api/v2/public/gallery').then(never, never);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(never).not.toHaveBeenCalled();
  });

  it('answers an unplanned call 404 so that a test sees it', async () => {
    await expect(apiClient.get('/api/v2/public/tenders')).rejects.toMatchObject({
      response: { status: 404, data: { message: 'Not found' } },
    });
    expect(api.sent.map((request) => request.path)).toEqual(['/api/v2/public/tenders']);
  });

  it('keeps a multipart body as texts and file names, and a JSON body as sent', async () => {
    api.answerAnyCall({ message: 'Saved' });
    const form = new FormData();
    form.append('Notice.title', 'Water cut');
    form.append('DocumentFile', new File(['%PDF'], 'cut.pdf', { type: 'application/pdf' }));
    await apiClient.post('/api/Public/x', form);
    await apiClient.put('/api/Public/y', { title: 'News' });
    expect(api.sent.map(({ method, form, json }) => [method, form, json])).toEqual([
      [
        'POST',
        { texts: { 'Notice.title': 'Water cut' }, files: [['DocumentFile', 'cut.pdf']] },
        undefined,
      ],
      ['PUT', undefined, { title: 'News' }],
    ]);
  });

  it('answers per request, with a status of its choosing, or as text', async () => {
    useSession.setState({
      token: makeToken({ role: 'user' }),
      role: 'user',
      expiresAt: Date.now() + 300_000,
    });
    api.answers({
      'GET /api/v2/user/complaints': (request) =>
        pageOf(request.url.searchParams.get('status') === 'Open' ? [aComplaint()] : []),
      'POST /api/User/add-complaint': created(aComplaint({ id: 9 })),
      'GET /api/Public/search': asPlainText([]),
    });
    const open = await apiClient.get('/api/v2/user/complaints', { params: { status: 'Open' } });
    const all = await apiClient.get('/api/v2/user/complaints');
    expect([open.data.items, all.data.items]).toEqual([[aComplaint()], []]);
    const filed = await apiClient.post('/api/User/add-complaint', {});
    expect([filed.status, filed.data.id]).toEqual([201, 9]);
    const text = await apiClient.get('/api/Public/search', { responseType: 'text' });
    expect([text.headers['content-type'], text.data]).toEqual(['text/plain', '[]']);
  });

  it('makes a page of samples and the complaint counts as the API answers them', () => {
    expect(pageOf([aNotice()], { page: 3, size: 1, total: 7 })).toEqual({
      items: [aNotice()],
      page: 3,
      size: 1,
      total: 7,
    });
    expect(complaintCountsOf({ Open: 3, Resolved: 1 })).toEqual({
      total: 4,
      counts: [
        { status: 'Open', count: 3 },
        { status: 'Resolved', count: 1 },
      ],
    });
  });

  it('reports the upload progress a test sets to the request that asks for it', async () => {
    api.answerAnyCall({});
    api.reportUploadProgress(40, 100);
    const onUploadProgress = jest.fn();
    await apiClient.post('/api/Public/x', new FormData(), { onUploadProgress });
    expect(onUploadProgress).toHaveBeenCalledWith(
      expect.objectContaining({ loaded: 40, total: 100 }),
    );
  });

  it('refuses, at the type check, an answer the contract does not allow', () => {
    const wrongAnswers = () => {
      // @ts-expect-error a notice has a title, and its id is a number
      api.answer('GET /api/v2/public/notices', pageOf([{ id: '1' }]));
      // @ts-expect-error a paged call answers a page, not a list
      api.answer('GET /api/v2/public/notices', [aNotice()]);
      // @ts-expect-error a paged item carries its file by URL, not as base64
      api.answer('GET /api/v2/public/notices', pageOf([aNotice({ filePath: 'JVBERi0x' })]));
      // @ts-expect-error our screens no longer call SPEC.md's list (it has a paged twin)
      api.answer('GET /api/Public/notice', []);
    };
    expect(wrongAnswers).toBeInstanceOf(Function);
  });
});
