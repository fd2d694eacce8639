import { screen } from '@testing-library/react';
import { renderAt } from '../testing/renderWithShell';
import { signInAs, signOut } from '../testing/session';
import { SessionTimer } from '../session/SessionTimer';
import { RouteGuard } from './RouteGuard';

const guarded = (access: 'public' | 'admin' | 'user') => (
  <RouteGuard access={access}>
    <p>the screen</p>
  </RouteGuard>
);

describe('the route guard', () => {
  afterEach(signOut);

  it('lets anybody into public routes', () => {
    renderAt('/notice', guarded('public'));
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it('sends a visitor with no session to /login', () => {
    renderAt('/dashboard', guarded('admin'));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('sends an expired session to /login once the session timer has checked it', () => {
    signInAs('admin', Date.now() - 1);
    renderAt(
      '/dashboard',
      <>
        <SessionTimer />
        {guarded('admin')}
      </>,
    );
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('lets an admin into admin routes', () => {
    signInAs('admin');
    renderAt('/dashboard', guarded('admin'));
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it("sends a citizen on an admin route to the citizen's dashboard", () => {
    signInAs('user');
    renderAt('/dashboard', guarded('admin'));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/userdashboard');
  });

  it("sends an admin on a citizen route to the admin's dashboard", () => {
    signInAs('admin');
    renderAt('/inquiry', guarded('user'));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');
  });
});
