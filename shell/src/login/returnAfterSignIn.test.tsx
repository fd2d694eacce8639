import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testQueryClient } from '@council/api-client/src/testing';
import { fakeApi } from '@council/api-fake';
import { QueryClientProvider } from '@council/query';
import { MemoryRouter, Route, Routes, useLocation } from '@council/router';
import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import '../testing/renderWithShell';
import { RouteGuard } from '../routes/RouteGuard';
import { SessionTimer } from '../session/SessionTimer';
import { signInAs, signOut } from '../testing/session';
import { LoginPage } from './LoginPage';

// The network edge only: the real store, timer, guard and login page run.
const api = fakeApi();
afterEach(signOut);

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

/** The site in small: the session timer, a guarded tender editor, the login page. */
function renderSite(entry: string | { pathname: string; state: unknown }) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <SessionTimer />
        <Routes>
          <Route
            path="/edittender"
            element={
              <RouteGuard access={['admin']}>
                <Address />
              </RouteGuard>
            }
          />
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Address />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signInOnThePage() {
  api.answer('POST /api/Account/login', {
    token: makeToken({ role: 'admin', sub: '1', exp: Math.floor(Date.now() / 1000) + 300 }),
  });
  await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.local');
  await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('signing in again after the session ended', () => {
  it('returns to the page the person was on, with its query', async () => {
    signInAs('admin');
    renderSite('/edittender?page=2');
    act(() => useSession.getState().logout({ onServer: false, why: 'ended' }));
    // The address stays /login: the way back is in the router's state, not in a link.
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();

    await signInOnThePage();

    expect(await screen.findByTestId('address')).toHaveTextContent(/^\/edittender\?page=2$/);
  });

  it('returns to a screen opened without a session, once signed in', async () => {
    renderSite('/edittender');
    await signInOnThePage();
    expect(await screen.findByTestId('address')).toHaveTextContent(/^\/edittender$/);
  });

  it('starts on the dashboard after a sign-out of their own', async () => {
    signInAs('admin');
    renderSite('/edittender?page=2');
    act(() => useSession.getState().logout({ onServer: false }));
    await signInOnThePage();
    expect(await screen.findByTestId('address')).toHaveTextContent(/^\/dashboard$/);
  });

  it('follows no address of another site, whatever the state says', async () => {
    renderSite({ pathname: '/login', state: { returnTo: '//evil.example/steal' } });
    await signInOnThePage();
    expect(await screen.findByTestId('address')).toHaveTextContent(/^\/dashboard$/);
  });
});
