import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@council/router';
import { useSession } from '@council/shared-auth';
import { CurrentPath } from '../testing/renderWithShell';
import { signInAs, signOut } from '../testing/session';
import { SessionTimer } from './SessionTimer';

function renderTimerAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionTimer />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the session timer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    signOut();
    jest.useRealTimers();
  });

  it('signs out 5 minutes after sign-in and goes to /login', () => {
    signInAs('admin', Date.now() + 5 * 60_000);
    renderTimerAt('/dashboard');
    act(() => jest.advanceTimersByTime(5 * 60_000 - 1000));
    expect(useSession.getState().token).not.toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(useSession.getState().token).toBeNull();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('signs out a session found expired when the page opens', () => {
    signInAs('user', Date.now() - 1);
    renderTimerAt('/inquiry');
    expect(useSession.getState().token).toBeNull();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('sends any sign-out to /login', () => {
    signInAs('user');
    renderTimerAt('/home');
    act(() => useSession.getState().logout());
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  describe('while its person is at work', () => {
    // The store's renewal itself (the API call) is shared-auth's, tested there.
    const storeRenew = useSession.getState().renew;
    afterEach(() => useSession.setState({ renew: storeRenew }));
    function renewals() {
      const renew = jest.fn(async () => true);
      useSession.setState({ renew });
      return renew;
    }

    it('renews the session on a key or a click in its last two minutes', () => {
      signInAs('admin', Date.now() + 5 * 60_000);
      renderTimerAt('/editnotice');
      const renew = renewals();
      act(() => jest.advanceTimersByTime(3 * 60_000 + 1000));

      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
        window.dispatchEvent(new MouseEvent('pointerdown'));
      });

      expect(renew).toHaveBeenCalledTimes(2);
    });

    it('renews it on text that arrives without a key (pasted, dictated, filled in)', () => {
      signInAs('admin', Date.now() + 5 * 60_000);
      renderTimerAt('/editnotice');
      const renew = renewals();
      act(() => jest.advanceTimersByTime(3 * 60_000 + 1000));

      act(() => {
        window.dispatchEvent(new Event('input'));
      });

      expect(renew).toHaveBeenCalledTimes(1);
    });

    it('leaves it alone earlier, and when nobody does anything', () => {
      signInAs('admin', Date.now() + 5 * 60_000);
      renderTimerAt('/editnotice');
      const renew = renewals();
      act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
      act(() => jest.advanceTimersByTime(5 * 60_000 - 1000));
      expect(renew).not.toHaveBeenCalled();
    });
  });
});
