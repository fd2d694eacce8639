import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@council/router';
import { useSession } from '@council/shared-auth';
import '../testing/renderWithShell';
import { signInAs, signOut } from '../testing/session';
import { SignedInSessionTimer } from './SignedInSessionTimer';

afterEach(signOut);

function Address() {
  const { pathname } = useLocation();
  return <output data-testid="address">{pathname}</output>;
}

function renderSite() {
  render(
    <MemoryRouter initialEntries={['/editnotice']}>
      <SignedInSessionTimer />
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the session timer, fetched once someone is signed in', () => {
  it('ends a signed-in session that has run out and goes to /login', async () => {
    signInAs('admin', Date.now() - 1_000);
    renderSite();
    expect(await screen.findByText('/login')).toBeInTheDocument();
    expect(useSession.getState().role).toBeNull();
  });

  it('starts when someone signs in on the page, and sends their sign-out to /login', async () => {
    renderSite();
    expect(screen.getByTestId('address')).toHaveTextContent('/editnotice');
    act(() => signInAs('user'));
    // Signed in: the timer is fetched and mounted; a sign-out from anywhere is seen by it.
    await act(async () => {
      await import('./SessionTimer');
    });
    act(() => useSession.getState().logout({ onServer: false }));
    expect(await screen.findByText('/login')).toBeInTheDocument();
  });
});
