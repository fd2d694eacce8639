import { fixClock } from '@council/jest-config/fakeClock';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, renderHook } from '@testing-library/react';
import {
  apiClient,
  configureApi,
  InvalidCredentialsError,
  isSignedIn,
  LoginFailedError,
  keepDraft,
  keptDraft,
  LoginUnavailableError,
  onSessionEnded,
  onSignedOut,
  RenderedRoleProvider,
  SESSION_LIFETIME_MS,
  sessionExpiry,
  sessionLife,
  UnknownRoleError,
  useRole,
  useSession,
} from './index';
import { authorizationOf, failWith, fakeApi, NETWORK_DOWN, offContract } from '@council/api-fake';
import { makeToken } from './testing/jwt';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const later = (ms: number) => NOW + ms;

const api = fakeApi();

function signInAnswer(claims: Record<string, unknown>) {
  api.answer('POST /api/Account/login', { token: makeToken(claims) });
}

beforeEach(() => {
  // Only the clock is fixed: the fake API (MSW) answers on real timers.
  fixClock(NOW);
  configureApi({ baseUrl: 'http://api.test/' });
  useSession.getState().logout({ onServer: false });
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

describe('sessionExpiry', () => {
  it('ends a session 5 minutes after sign-in', () => {
    expect(SESSION_LIFETIME_MS).toBe(300_000);
    expect(sessionExpiry(NOW, null)).toBe(later(300_000));
  });

  it("ends it at the token's own expiry when that comes first", () => {
    expect(sessionExpiry(NOW, later(60_000))).toBe(later(60_000));
    expect(sessionExpiry(NOW, later(3_600_000))).toBe(later(300_000));
  });
});

describe('login', () => {
  it('posts exactly {email, password} as JSON to /api/Account/login', async () => {
    signInAnswer({ role: 'Admin' });
    await useSession.getState().login('admin@demo.local', 'demo-password');

    expect(api.sent).toHaveLength(1);
    const [request] = api.sent;
    expect(request?.method).toBe('POST');
    expect(apiClient.defaults.baseURL).toBe('http://api.test');
    expect(request?.url.href).toBe('http://api.test/api/Account/login');
    expect(request?.path).toBe('/api/Account/login');
    expect(request?.json).toEqual({
      email: 'admin@demo.local',
      password: 'demo-password',
    });
    expect(String(request?.headers.get('Content-Type'))).toMatch(/application\/json/);
    expect(authorizationOf(request)).toBeNull();
  });

  it('stores the token, the role in lower case and the expiry, and returns the role', async () => {
    signInAnswer({ role: 'USER', exp: Math.floor(later(3_600_000) / 1000) });
    await expect(useSession.getState().login('citizen@demo.local', 'pw')).resolves.toBe('user');

    const state = useSession.getState();
    expect(state.token).toMatch(/^ey/);
    expect(state.role).toBe('user');
    expect(state.expiresAt).toBe(later(SESSION_LIFETIME_MS));
    expect(isSignedIn(state, NOW)).toBe(true);
  });

  it('stores nothing for an unknown role', async () => {
    signInAnswer({ role: 'Clerk' });
    const attempt = useSession.getState().login('clerk@demo.local', 'pw');

    await expect(attempt).rejects.toThrow(UnknownRoleError);
    await expect(attempt).rejects.toMatchObject({ role: 'Clerk', message: 'Unknown role: Clerk' });
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('council-session')).toBeNull();
  });

  it.each([400, 401])('turns a %i into InvalidCredentialsError', async (status) => {
    api.answer('POST /api/Account/login', failWith(status, { message: 'nope' }));
    const attempt = useSession.getState().login('a@b.c', 'wrong');
    await expect(attempt).rejects.toThrow(InvalidCredentialsError);
    await expect(attempt).rejects.toThrow('Invalid email or password');
  });

  it.each([
    [403, 'This account has been disabled.', InvalidCredentialsError],
    [429, 'Too many sign-in attempts. Please try again in 15 minutes.', LoginUnavailableError],
  ])('keeps what the server said with a %i, as its cause', async (status, message, kind) => {
    api.answer('POST /api/Account/login', failWith(status, { message }));
    const attempt = useSession.getState().login('a@b.c', 'pw');
    await expect(attempt).rejects.toThrow(kind);
    await expect(attempt).rejects.toMatchObject({ cause: { status, message } });
  });

  it('tells an unreachable service apart from wrong credentials', async () => {
    api.answer('POST /api/Account/login', NETWORK_DOWN);
    const attempt = useSession.getState().login('a@b.c', 'pw');
    await expect(attempt).rejects.toThrow(LoginUnavailableError);
    await expect(attempt).rejects.toBeInstanceOf(LoginFailedError);
    // Nothing answered: nothing was said.
    await expect(attempt.catch((error: Error) => error.cause)).resolves.toBeUndefined();
  });

  it('treats an answer without a token as the service failing', async () => {
    api.answer('POST /api/Account/login', offContract({}));
    await expect(useSession.getState().login('a@b.c', 'pw')).rejects.toThrow(LoginUnavailableError);
  });
});

describe('the session over time', () => {
  it('is active until its expiry, and checkSession after that logs out', async () => {
    signInAnswer({ role: 'admin' });
    await useSession.getState().login('admin@demo.local', 'pw');

    expect(useSession.getState().checkSession(later(SESSION_LIFETIME_MS - 1))).toBe(true);
    expect(useSession.getState().checkSession(later(SESSION_LIFETIME_MS))).toBe(false);
    expect(useSession.getState()).toMatchObject({ token: null, role: null, expiresAt: null });
    expect(localStorage.getItem('council-session')).toBeNull();
  });

  it('checks against the clock when no time is given', async () => {
    signInAnswer({ role: 'admin' });
    await useSession.getState().login('admin@demo.local', 'pw');
    jest.setSystemTime(later(SESSION_LIFETIME_MS + 1));
    expect(useSession.getState().checkSession()).toBe(false);
  });

  it('logout clears the store and localStorage, and tells onSignedOut listeners', async () => {
    signInAnswer({ role: 'user' });
    await useSession.getState().login('citizen@demo.local', 'pw');
    expect(localStorage.getItem('council-session')).toContain('"role":"user"');
    const listener = jest.fn();
    const stop = onSignedOut(listener);

    useSession.getState().logout();

    expect(useSession.getState()).toMatchObject({ token: null, role: null, expiresAt: null });
    expect(localStorage.getItem('council-session')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('survives a reload: a fresh store re-hydrates from localStorage', async () => {
    signInAnswer({ role: 'admin' });
    await useSession.getState().login('admin@demo.local', 'pw');
    const saved = useSession.getState();

    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const reloaded = require('./session') as typeof import('./session');
      const state = reloaded.useSession.getState();
      expect(state).toMatchObject({
        token: saved.token,
        role: 'admin',
        expiresAt: saved.expiresAt,
      });
      expect(reloaded.isSignedIn(state, NOW)).toBe(true);
    });
  });

  it('does not bring back a session that expired while the page was closed', () => {
    const expired = { token: 'old-token', role: 'admin', expiresAt: Date.now() - 1 };
    localStorage.setItem('council-session', JSON.stringify({ state: expired, version: 1 }));

    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const reloaded = require('./session') as typeof import('./session');
      expect(reloaded.useSession.getState()).toMatchObject({
        token: null,
        role: null,
        expiresAt: null,
      });
    });
  });
});

describe('the life of a token', () => {
  it('is how long the token was given: 5 minutes, or less when the API says so', async () => {
    signInAnswer({ role: 'admin', sub: '1', exp: Math.floor(later(40_000) / 1000) });
    await useSession.getState().login('admin@demo.local', 'pw');
    expect(useSession.getState()).toMatchObject({ expiresAt: later(40_000), lifeMs: 40_000 });
    expect(sessionLife(useSession.getState())).toBe(40_000);

    // A renewal gives the same life again, from when it comes.
    jest.setSystemTime(later(25_000));
    api.answer('POST /api/Account/refresh', {
      token: makeToken({ role: 'admin', sub: '1', exp: Math.floor(later(65_000) / 1000) }),
    });
    await useSession.getState().renew();
    expect(useSession.getState()).toMatchObject({ expiresAt: later(65_000), lifeMs: 40_000 });
  });

  it('is 5 minutes for a session that does not say (kept by an older page)', () => {
    expect(sessionLife({})).toBe(SESSION_LIFETIME_MS);
    expect(sessionLife({ lifeMs: null })).toBe(SESSION_LIFETIME_MS);
  });
});

describe('how a session ended', () => {
  const signedIn = async () => {
    signInAnswer({ role: 'admin', sub: '12' });
    await useSession.getState().login('admin@demo.local', 'pw');
  };
  const endings = () => {
    const listener = jest.fn();
    const stop = onSessionEnded(listener);
    return { listener, stop };
  };

  it('is a sign-out of its person by default, and names their account', async () => {
    await signedIn();
    const { listener, stop } = endings();
    useSession.getState().logout();
    expect(listener).toHaveBeenCalledWith({ why: 'signed-out', account: '12' });
    stop();
  });

  it('is an end under its person at expiry, and when the API has ended it', async () => {
    await signedIn();
    const { listener, stop } = endings();
    useSession.getState().checkSession(later(SESSION_LIFETIME_MS));
    await signedIn();
    api.answer('POST /api/Account/refresh', failWith(401, { message: 'Please sign in again' }));
    await useSession.getState().renew();
    expect(listener.mock.calls).toEqual([
      [{ why: 'ended', account: '12' }],
      [{ why: 'ended', account: '12' }],
    ]);
    stop();
  });

  it('leaves the drafts in the tab when it ended under its person, and drops them on sign-out', async () => {
    await signedIn();
    keepDraft('12', '/editnotice#notice', { title: 'Budget' });
    useSession.getState().checkSession(later(SESSION_LIFETIME_MS));
    expect(keptDraft('12', '/editnotice#notice')).not.toBeNull();

    await signedIn();
    useSession.getState().logout();
    expect(keptDraft('12', '/editnotice#notice')).toBeNull();
    sessionStorage.clear();
  });
});

describe('useRole', () => {
  it('follows the session', async () => {
    const { result } = renderHook(() => useRole());
    expect(result.current).toBeNull();

    signInAnswer({ role: 'Admin' });
    await act(() => useSession.getState().login('admin@demo.local', 'pw'));
    expect(result.current).toBe('admin');

    act(() => useSession.getState().logout());
    expect(result.current).toBeNull();
  });

  it('reads the role a server renders the page for, over the store', async () => {
    signInAnswer({ role: 'admin' });
    await act(() => useSession.getState().login('admin@demo.local', 'pw'));
    const rendered = (role: 'user' | null) =>
      renderHook(() => useRole(), {
        wrapper: ({ children }) => createElement(RenderedRoleProvider, { value: role }, children),
      }).result.current;

    expect(rendered('user')).toBe('user');
    expect(rendered(null)).toBeNull();
  });

  it('hydrates a page the server rendered for this session without a mismatch', async () => {
    signInAnswer({ role: 'admin' });
    await act(() => useSession.getState().login('admin@demo.local', 'pw'));
    const Who = () => createElement('p', null, useRole() ?? 'nobody');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      createElement(RenderedRoleProvider, { value: 'admin' }, createElement(Who)),
    );
    const mismatches: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, createElement(Who), {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });

    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('admin');
  });
});

describe('the session cookie (for the shell’s server to render signed-in pages)', () => {
  const cookieToken = () =>
    document.cookie
      .split('; ')
      .find((entry) => entry.startsWith('council-session='))
      ?.slice('council-session='.length);

  it('holds the token from sign-in to sign-out', async () => {
    signInAnswer({ role: 'admin', sub: '1' });
    await useSession.getState().login('admin@demo.local', 'pw');
    expect(cookieToken()).toBe(useSession.getState().token);

    useSession.getState().logout();
    expect(cookieToken()).toBeUndefined();
  });
});

describe('sign-out on the server', () => {
  const logoutCalls = () => api.sent.filter((request) => request.path === '/api/Account/logout');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('ends a running session on the server too, with its token', async () => {
    signInAnswer({ role: 'admin' });
    await useSession.getState().login('admin@demo.local', 'pw');
    const token = useSession.getState().token as string;
    api.answer('POST /api/Account/logout', { message: 'Signed out.' });

    useSession.getState().logout();
    await settle();

    expect(logoutCalls().map((request) => authorizationOf(request))).toEqual([`Bearer ${token}`]);
  });

  it('signs out in the page even when the API cannot be reached', async () => {
    signInAnswer({ role: 'admin' });
    await useSession.getState().login('admin@demo.local', 'pw');
    api.answer('POST /api/Account/logout', NETWORK_DOWN);

    useSession.getState().logout();
    await settle();

    expect(useSession.getState().token).toBeNull();
  });

  it('tells the server nothing when the API refused the token, or the session has ended', async () => {
    signInAnswer({ role: 'user' });
    await useSession.getState().login('citizen@demo.local', 'pw');
    useSession.getState().logout({ onServer: false });
    await useSession.getState().login('citizen@demo.local', 'pw');
    jest.setSystemTime(later(SESSION_LIFETIME_MS));
    useSession.getState().checkSession();
    await settle();

    expect(logoutCalls()).toEqual([]);
  });
});

describe('renewing a running session', () => {
  const refreshCalls = () => api.sent.filter((request) => request.path === '/api/Account/refresh');
  const signedInAs = async () => {
    signInAnswer({ role: 'admin', sub: '1' });
    await useSession.getState().login('admin@demo.local', 'pw');
    return useSession.getState().token as string;
  };

  it('takes a new token, and the session then ends 5 minutes from now', async () => {
    const first = await signedInAs();
    jest.setSystemTime(later(3 * 60 * 1000));
    api.answer('POST /api/Account/refresh', {
      token: makeToken({ role: 'admin', sub: '1', n: 2 }),
    });

    await expect(useSession.getState().renew()).resolves.toBe(true);

    const { token, expiresAt } = useSession.getState();
    expect(token).not.toBe(first);
    expect(expiresAt).toBe(later(3 * 60 * 1000 + SESSION_LIFETIME_MS));
    expect(refreshCalls().map((request) => authorizationOf(request))).toEqual([`Bearer ${first}`]);
  });

  it('shares one renewal between calls made at once', async () => {
    await signedInAs();
    api.answer('POST /api/Account/refresh', {
      token: makeToken({ role: 'admin', sub: '1', n: 3 }),
    });
    const { renew } = useSession.getState();

    await Promise.all([renew(), renew(), renew()]);

    expect(refreshCalls()).toHaveLength(1);
  });

  it('signs out when the API has ended the session, telling it nothing more', async () => {
    await signedInAs();
    api.answer('POST /api/Account/refresh', failWith(401, { message: 'Please sign in again' }));

    await expect(useSession.getState().renew()).resolves.toBe(false);

    expect(useSession.getState().token).toBeNull();
    expect(api.sent.filter((request) => request.path === '/api/Account/logout')).toEqual([]);
  });

  it('keeps the session as it is when the API does not answer', async () => {
    const token = await signedInAs();
    const { expiresAt } = useSession.getState();
    api.answer('POST /api/Account/refresh', NETWORK_DOWN);

    await expect(useSession.getState().renew()).resolves.toBe(false);

    expect(useSession.getState()).toMatchObject({ token, expiresAt });
  });

  it('asks nothing without a running session', async () => {
    await expect(useSession.getState().renew()).resolves.toBe(false);
    expect(refreshCalls()).toEqual([]);
  });
});
