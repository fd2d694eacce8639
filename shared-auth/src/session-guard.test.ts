import {
  apiClient,
  configureApi,
  NoSessionError,
  onSessionEnded,
  readTokensFrom,
  useSession,
  type TokenSource,
} from './index';
import { needsToken } from './session-guard';
import { failWith, fakeApi, authorizationOf } from '@council/api-fake';
import { makeToken } from './testing/jwt';

const BASE = 'http://api.test';
const api = fakeApi();

async function signIn(role: 'admin' | 'user') {
  api.answer('POST /api/Account/login', { token: makeToken({ role, sub: '7' }) });
  await useSession.getState().login(`${role}@demo.local`, 'pw');
  api.forgetSent();
  return useSession.getState().token as string;
}

beforeEach(() => {
  configureApi({ baseUrl: BASE });
  useSession.getState().logout({ onServer: false });
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('needsToken', () => {
  it.each([
    ['/api/Admin/notice', true],
    ['/api/admin/notice', true],
    ['/api/USER/complaint?statusFilter=All', true],
    ['api/User/ward', true],
    [`${BASE}/api/Admin/tender`, true],
    ['/api/v2/admin/notices?page=2', true],
    ['/api/v2/user/complaints', true],
    ['/api/v2/desk/complaints?page=1', true],
    ['/api/v2/desk/complaints/12/assign', true],
    ['/api/desk/complaints', false],
    ['/api/v2/public/complaint-track?number=/api/v2/desk/', false],
    ['/api/v2/public/notices', false],
    ['/api/v2/public/search?q=/api/v2/admin/', false],
    ['/api/files/3/0123456789abcdef/photo.jpg', false],
    ['/api/Public/notice', false],
    ['/api/Account/login', false],
    ['/api/Public/search?q=/api/Admin/', false],
    ['https://elsewhere.example/api/Admin/notice', false],
    ['/api/v2/account', true],
    ['/api/v2/account/password', true],
    ['/api/v2/account/resend-verification', true],
    ['/api/v2/admin/accounts/7', true],
    ['/api/v2/account/register', false],
    ['/api/v2/account/verify-email', false],
    ['/api/v2/account/forgot-password', false],
    ['/api/v2/account/reset-password', false],
    ['https://elsewhere.example/api/v2/account', false],
  ])('%s -> %s', (url, expected) => {
    expect(needsToken({ url, baseURL: BASE })).toBe(expected);
  });
});

describe('the Bearer token', () => {
  it('goes on admin and user calls only', async () => {
    const token = await signIn('admin');
    api.answerAnyCall([]);

    await apiClient.get('/api/Admin/notice');
    await apiClient.get('/api/user/complaint-count', { params: { statusFilter: 'All' } });
    await apiClient.get('/api/v2/admin/notices', { params: { page: 2 } });
    await apiClient.get('/api/v2/user/complaints');
    await apiClient.get('/api/Public/notice');
    await apiClient.get('/api/v2/public/notices');

    expect(api.sent.map((request) => authorizationOf(request))).toEqual([
      `Bearer ${token}`,
      `Bearer ${token}`,
      `Bearer ${token}`,
      `Bearer ${token}`,
      null,
      null,
    ]);
  });

  it('sends no admin or user call without a session, and logs why', async () => {
    api.answerAnyCall([]);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(apiClient.get('/api/Admin/complaint-count')).rejects.toThrow(NoSessionError);
    await expect(apiClient.get('/api/Admin/notice')).rejects.toThrow(
      'No authentication token found.',
    );

    expect(api.sent).toHaveLength(0);
    expect(log).toHaveBeenCalledWith('No authentication token found.');
  });

  it('logs out instead of sending when the session has expired', async () => {
    await signIn('user');
    api.answerAnyCall([]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const expiresAt = useSession.getState().expiresAt as number;
    jest.spyOn(Date, 'now').mockReturnValue(expiresAt);

    await expect(apiClient.get('/api/User/grievance')).rejects.toThrow(NoSessionError);
    expect(api.sent).toHaveLength(0);
    expect(useSession.getState().token).toBeNull();
  });

  it('still sends public calls without a session', async () => {
    api.answerAnyCall([]);
    await apiClient.get('/api/Public/slider');
    expect(api.sent).toHaveLength(1);
  });
});

describe('a 401 from the API', () => {
  it('logs out when it answers a call that carried the token', async () => {
    await signIn('admin');
    api.answerAnyCall(failWith(401));

    await expect(apiClient.get('/api/Admin/about')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('council-session')).toBeNull();
  });

  it('tells that the session ended under its person, not that they signed out', async () => {
    await signIn('admin');
    const ended = jest.fn();
    const stop = onSessionEnded(ended);
    api.answerAnyCall(failWith(401));

    await expect(apiClient.get('/api/Admin/about')).rejects.toBeDefined();

    expect(ended).toHaveBeenCalledWith({ why: 'ended', account: '7' });
    stop();
  });

  it('keeps the session when it answers a public call', async () => {
    await signIn('admin');
    api.answerAnyCall(failWith(401));
    await expect(apiClient.get('/api/Public/about')).rejects.toBeDefined();
    expect(useSession.getState().token).not.toBeNull();
  });

  it('keeps the session on a 403 (a wrong role is not a lost session)', async () => {
    await signIn('user');
    api.answerAnyCall(failWith(403));
    await expect(apiClient.get('/api/Admin/about')).rejects.toBeDefined();
    expect(useSession.getState().token).not.toBeNull();
  });
});

describe('a token source other than the store (a server rendering for many visitors)', () => {
  let storeSource: TokenSource;
  beforeEach(() => {
    storeSource = readTokensFrom(() => null);
  });
  afterEach(() => readTokensFrom(storeSource));

  it('puts the source’s token on the call, whatever the store holds', async () => {
    api.answerAnyCall([]);
    readTokensFrom(() => 'visitor-token');

    await apiClient.get('/api/v2/admin/notices');

    expect(useSession.getState().token).toBeNull();
    expect(authorizationOf(api.sent[0])).toBe('Bearer visitor-token');
  });

  it('sends nothing when the source has no token, even with someone signed in', async () => {
    await signIn('admin');
    api.answerAnyCall([]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(apiClient.get('/api/v2/admin/notices')).rejects.toThrow(NoSessionError);
    expect(api.sent).toHaveLength(0);
  });
});
