import { keepSessionCookie, sessionCookie } from './sessionCookie';
import type { SessionData } from './storedSession';

const NOW = 1_800_000_000_000;
const running: SessionData = { token: 'a.b.c', role: 'admin', expiresAt: NOW + 240_500 };
const signedOut: SessionData = { token: null, role: null, expiresAt: null };

describe('sessionCookie', () => {
  it('holds the token until the session ends, for this site only', () => {
    expect(sessionCookie(running, NOW, false)).toBe(
      'council-session=a.b.c; Path=/; SameSite=Strict; Max-Age=240',
    );
  });

  it('is Secure on an HTTPS site', () => {
    expect(sessionCookie(running, NOW, true)).toContain('; Secure;');
  });

  it.each([
    ['nobody is signed in', signedOut],
    ['the session has ended', { ...running, expiresAt: NOW }],
    ['the role is unknown', { ...running, role: 'clerk' as never }],
  ])('is removed when %s', (_case, session) => {
    expect(sessionCookie(session, NOW, false)).toBe(
      'council-session=; Path=/; SameSite=Strict; Max-Age=0',
    );
  });
});

/** A store as zustand's: state, and listeners told of each change with the previous state. */
function storeOf(initial: SessionData) {
  let state = initial;
  const listeners = new Set<(next: SessionData, previous: SessionData) => void>();
  return {
    getState: () => state,
    subscribe(listener: (next: SessionData, previous: SessionData) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: SessionData) {
      const previous = state;
      state = next;
      listeners.forEach((listener) => listener(next, previous));
    },
  };
}

describe('keepSessionCookie', () => {
  function recordingDocument() {
    const written: string[] = [];
    const doc = {
      location: { protocol: 'http:' },
      set cookie(line: string) {
        written.push(line);
      },
    } as unknown as Document;
    return { doc, written };
  }

  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
  afterEach(() => jest.restoreAllMocks());

  it('writes the session there is at once, then each sign-in and sign-out', () => {
    const store = storeOf(running);
    const { doc, written } = recordingDocument();

    keepSessionCookie(store, doc);
    store.set(signedOut);
    store.set({ ...running, token: 'd.e.f' });

    expect(written).toEqual([
      'council-session=a.b.c; Path=/; SameSite=Strict; Max-Age=240',
      'council-session=; Path=/; SameSite=Strict; Max-Age=0',
      'council-session=d.e.f; Path=/; SameSite=Strict; Max-Age=240',
    ]);
  });

  it('leaves the cookie alone when nothing of the session changed', () => {
    const store = storeOf(running);
    const { doc, written } = recordingDocument();
    keepSessionCookie(store, doc);
    store.set({ ...running });
    expect(written).toHaveLength(1);
  });

  it('does nothing without a document (a server render)', () => {
    const store = storeOf(running);
    expect(() => keepSessionCookie(store, undefined)).not.toThrow();
  });
});
