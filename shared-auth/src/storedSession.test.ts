import { SESSION_STORAGE_KEY, storedSession, storedSessionRole } from './storedSession';

const NOW = Date.UTC(2026, 10, 24, 10, 0);
const kept = (value: string | null) => ({
  getItem: (key: string) => (key === SESSION_STORAGE_KEY ? value : null),
});
const session = (state: object) => JSON.stringify({ state, version: 1 });

describe('the role of the session kept in storage', () => {
  it('is the role of a session still running', () => {
    const running = session({ token: 't', role: 'admin', expiresAt: NOW + 60_000 });
    expect(storedSessionRole(kept(running), NOW)).toBe('admin');
    expect(storedSession(kept(running), NOW)).toEqual({ token: 't', role: 'admin' });
  });

  it.each([
    ['no session', null],
    ['an expired one', session({ token: 't', role: 'user', expiresAt: NOW - 1 })],
    ['one signed out', session({ token: null, role: null, expiresAt: null })],
    ['an unknown role', session({ token: 't', role: 'mayor', expiresAt: NOW + 60_000 })],
    ['text that is not JSON', '{council'],
    ['JSON of another shape', '[1,2]'],
  ])('is null for %s', (_case, value) => {
    expect(storedSessionRole(kept(value), NOW)).toBeNull();
    expect(storedSession(kept(value), NOW)).toBeNull();
  });
});
