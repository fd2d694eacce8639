import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@council/router';
import { apiClient, useSession } from '@council/shared-auth';
import '../testing/renderWithShell';
import { signInAs, signOut } from '../testing/session';
import { preloadSessionWarning, SessionTimer } from './SessionTimer';

const MINUTE = 60_000;

/** The address, with its query, and the state it was opened with. */
function Address() {
  const { pathname, search, state } = useLocation();
  return (
    <output data-testid="address">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</output>
  );
}

function renderTimerAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionTimer />
      <button type="button">A button of the page</button>
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
    </MemoryRouter>,
  );
}

// The store's renewal itself (the API call) is shared-auth's, tested there; here it does what the
// store does with each answer.
const storeRenew = useSession.getState().renew;
function renewalsAnswering(answer: 'renewed' | 'ended' | 'unanswered') {
  const renew = jest.fn(async () => {
    if (answer === 'renewed') {
      useSession.setState({ expiresAt: Date.now() + 5 * MINUTE, lifeMs: 5 * MINUTE });
    }
    if (answer === 'ended') useSession.getState().logout({ onServer: false, why: 'ended' });
    return answer === 'renewed';
  });
  useSession.setState({ renew });
  return renew;
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const warning = () => screen.queryByRole('alertdialog');
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** A 5-minute session, left alone until its warning opens. */
function idleUntilWarned(path = '/editnotice') {
  signInAs('admin', Date.now() + 5 * MINUTE);
  renderTimerAt(path);
  wait(4 * MINUTE);
  return screen.getByRole('alertdialog');
}

// The API's side of a sign-out (POST /api/Account/logout), seen without a network.
let posted: jest.SpyInstance;
// As on a signed-in page, the warning's code is in before the warning is due.
beforeAll(() => preloadSessionWarning());

beforeEach(() => {
  jest.useFakeTimers();
  posted = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
});
afterEach(() => {
  signOut();
  useSession.setState({ renew: storeRenew, lifeMs: null });
  jest.useRealTimers();
  posted.mockRestore();
});

describe('the idle warning', () => {
  it('opens one minute before an idle session ends, not before', () => {
    signInAs('admin', Date.now() + 5 * MINUTE);
    renderTimerAt('/editnotice');
    wait(4 * MINUTE - 1);
    expect(warning()).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to end' })).toBeVisible();
  });

  it('is an alertdialog named by its title and described by the countdown, with focus inside', () => {
    const dialog = idleUntilWarned();
    expect(dialog).toHaveAccessibleName('Your session is about to end');
    expect(dialog).toHaveAccessibleDescription(
      'Your session will end in 60 seconds. Nothing has been typed or clicked for a while. To keep working, choose Stay signed in.',
    );
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  });

  it('counts down each second, but reads it out only at 30 and 10 seconds', () => {
    idleUntilWarned();
    const readOut = () =>
      screen.getByText((_, element) => element?.getAttribute('aria-live') === 'assertive');
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('in 60 seconds');
    expect(readOut()).toHaveTextContent(/^$/);

    wait(1000);
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('in 59 seconds');
    expect(readOut()).toHaveTextContent(/^$/);

    wait(29_000);
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('in 30 seconds');
    expect(readOut()).toHaveTextContent('30 seconds left.');
    wait(5000);
    expect(readOut()).toHaveTextContent('30 seconds left.');

    wait(15_000);
    expect(readOut()).toHaveTextContent('10 seconds left.');
    wait(9000);
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('in 1 second.');
    expect(readOut()).toHaveTextContent('10 seconds left.');
  });

  it('keeps Tab and Shift+Tab on its buttons', async () => {
    idleUntilWarned();
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    const signOutButton = screen.getByRole('button', { name: 'Sign out' });
    await user().tab();
    expect(signOutButton).toHaveFocus();
    await user().tab();
    expect(stay).toHaveFocus();
    await user().tab({ shift: true });
    expect(signOutButton).toHaveFocus();
  });

  it('renews on Stay signed in, and closes', async () => {
    const renew = renewalsAnswering('renewed');
    idleUntilWarned();
    await user().click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(warning()).not.toBeInTheDocument();
    expect(useSession.getState().token).not.toBeNull();
    // The renewed session is warned again only a minute before its own end.
    wait(4 * MINUTE - 1000);
    expect(warning()).not.toBeInTheDocument();
  });

  it('renews on Escape, as Stay signed in', async () => {
    const renew = renewalsAnswering('renewed');
    idleUntilWarned();
    await user().keyboard('{Escape}');
    expect(renew).toHaveBeenCalledTimes(1);
    expect(warning()).not.toBeInTheDocument();
  });

  it('renews only through its buttons: keys there do not renew on their own', async () => {
    const renew = renewalsAnswering('renewed');
    idleUntilWarned();
    await user().tab();
    await user().keyboard('a');
    expect(renew).not.toHaveBeenCalled();
  });

  it('signs out on Sign out, without renewing first, and goes to /login', async () => {
    const renew = renewalsAnswering('renewed');
    idleUntilWarned();
    await user().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(renew).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBeNull();
    // The usual sign-out: the session ends on the server too.
    expect(posted).toHaveBeenCalledWith('/api/Account/logout', {}, expect.anything());
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/login$/);
  });

  it('goes to sign-in, with the way back, when the API has ended the session', async () => {
    renewalsAnswering('ended');
    idleUntilWarned('/edittender?page=2');
    await user().click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(useSession.getState().token).toBeNull();
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/login {"returnTo":"/edittender?page=2"}',
    );
  });

  it('says so when the API does not answer, and stays open', async () => {
    renewalsAnswering('unanswered');
    idleUntilWarned();
    await user().click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'The server did not answer',
    );
  });

  it('goes to sign-in, with the way back, when nobody answers it', () => {
    idleUntilWarned('/edittender?page=2');
    wait(MINUTE);
    expect(useSession.getState().token).toBeNull();
    expect(warning()).not.toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/login {"returnTo":"/edittender?page=2"}',
    );
  });
});

describe('a short token life (TOKEN_LIFE_SECONDS=40)', () => {
  function signInFor40Seconds() {
    signInAs('admin', Date.now() + 40_000);
    useSession.setState({ lifeMs: 40_000 });
    renderTimerAt('/editnotice');
  }
  const key = () => act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));

  it('renews when someone is at work in the last half of the life, once', () => {
    const renew = renewalsAnswering('renewed');
    signInFor40Seconds();
    wait(19_000);
    key();
    expect(renew).not.toHaveBeenCalled();
    wait(1000);
    key();
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('does not renew again at each key after a renewal', async () => {
    const renew = jest.fn(async () => {
      useSession.setState({ expiresAt: Date.now() + 40_000, lifeMs: 40_000 });
      return true;
    });
    useSession.setState({ renew });
    signInFor40Seconds();
    wait(25_000);
    key();
    await act(async () => undefined);
    for (let typed = 0; typed < 10; typed += 1) {
      wait(1000);
      key();
    }
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('warns an idle session a third of its life before the end', () => {
    signInFor40Seconds();
    wait(26_000);
    expect(warning()).not.toBeInTheDocument();
    wait(1000);
    expect(screen.getByTestId('session-countdown')).toHaveTextContent('in 13 seconds');
  });

  it('asks an API that does not answer again only after a pause', async () => {
    const renew = renewalsAnswering('unanswered');
    signInFor40Seconds();
    wait(20_500);
    key();
    await act(async () => undefined);
    key();
    expect(renew).toHaveBeenCalledTimes(1);
    wait(4000);
    key();
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
