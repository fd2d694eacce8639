import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@council/api-fake';
import { useSession, type Role } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { renderAt } from '../testing/renderWithShell';
import { signInAs, signOut } from '../testing/session';
import { AccountLinks } from './AccountLinks';

// Sign-out tells the API (POST /api/Account/logout); nothing here reaches a network.
const api = fakeApi({ otherCalls: 'empty list' });

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A session whose token carries `claims`, as the API's sign-in answers it. */
function signInWith(role: Role, claims: Record<string, unknown>): void {
  const token = makeToken({ role, sub: '7', exp: inAnHour(), ...claims });
  act(() => useSession.setState({ token, role, expiresAt: Date.now() + 60_000 }));
}

describe("the header's account links", () => {
  afterEach(() => signOut());

  it('are not there while nobody is signed in', () => {
    renderAt('/home', <AccountLinks />);
    expect(screen.queryByRole('link', { name: 'My dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it("name an admin by the token's email and lead to the admin's dashboard", () => {
    signInWith('admin', { email: 'admin@demo.local' });
    renderAt('/home', <AccountLinks />);
    expect(screen.getByText('Signed in:')).toBeInTheDocument();
    expect(screen.getByText('admin@demo.local')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("lead a citizen to the citizen's dashboard, named by the token's name when it has one", () => {
    signInWith('user', { email: 'citizen@demo.local', name: 'Asha Devi' });
    renderAt('/home', <AccountLinks />);
    expect(screen.getByText('Asha Devi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My dashboard' })).toHaveAttribute(
      'href',
      '/userdashboard',
    );
  });

  it('name the role when the token names nobody', () => {
    signInAs('officer');
    renderAt('/home', <AccountLinks />);
    expect(screen.getByText('Grievance officer')).toBeInTheDocument();
  });

  it('sign out: the session ends', async () => {
    signInWith('admin', { email: 'admin@demo.local' });
    renderAt('/home', <AccountLinks />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(useSession.getState().token).toBeNull();
    await waitFor(() => expect(api.sentAddresses()).toContain('/api/Account/logout'));
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
