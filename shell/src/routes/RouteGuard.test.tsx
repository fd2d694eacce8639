import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@council/router';
import { DEMO_COUNCIL, setSiteConfig, type ScreenAccess } from '@council/site-config';
import { renderAt } from '../testing/renderWithShell';
import { signInAs, signOut } from '../testing/session';
import { SessionTimer } from '../session/SessionTimer';
import { SITE_SCREENS } from '../testing/siteScreens';
import { RouteGuard } from './RouteGuard';

const guarded = (access: ScreenAccess) => (
  <RouteGuard access={access}>
    <p>the screen</p>
  </RouteGuard>
);

describe('the route guard', () => {
  afterEach(() => {
    signOut();
    act(() => setSiteConfig({ council: DEMO_COUNCIL, screens: SITE_SCREENS }));
  });

  it('lets anybody into public routes', () => {
    renderAt('/notice', guarded('public'));
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it('sends a visitor with no session to /login', () => {
    renderAt('/dashboard', guarded(['admin']));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('opens /login with the way back to the screen', () => {
    function Address() {
      const { pathname, state } = useLocation();
      return <output data-testid="address">{`${pathname} ${JSON.stringify(state)}`}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/edittender?page=2']}>
        <Routes>
          <Route path="/edittender" element={guarded(['admin'])} />
          <Route path="*" element={<Address />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/login {"returnTo":"/edittender?page=2"}',
    );
  });

  it("sends a visitor to a citizen's screen to the citizens' sign-in, with the way back", () => {
    function Address() {
      const { pathname, search, state } = useLocation();
      return (
        <output data-testid="address">{`${pathname}${search} ${JSON.stringify(state)}`}</output>
      );
    }
    render(
      <MemoryRouter initialEntries={['/inquiry?page=2']}>
        <Routes>
          <Route path="/inquiry" element={guarded(['user'])} />
          <Route path="*" element={<Address />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/login?as=citizen {"returnTo":"/inquiry?page=2"}',
    );
  });

  it('sends an expired session to /login once the session timer has checked it', () => {
    signInAs('admin', Date.now() - 1);
    renderAt(
      '/dashboard',
      <>
        <SessionTimer />
        {guarded(['admin'])}
      </>,
    );
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('lets an admin into admin routes', () => {
    signInAs('admin');
    renderAt('/dashboard', guarded(['admin']));
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it("sends a citizen on an admin route to the citizen's dashboard", () => {
    signInAs('user');
    renderAt('/dashboard', guarded(['admin']));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/userdashboard');
  });

  it("sends an admin on a citizen route to the admin's dashboard", () => {
    signInAs('admin');
    renderAt('/inquiry', guarded(['user']));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');
  });

  it('lets in any role of a screen open to several', () => {
    signInAs('user');
    renderAt('/register', guarded(['admin', 'user']));
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it('sends a wrong role to the dashboard its table declares, wherever that is', () => {
    const moved = SITE_SCREENS.map((entry) =>
      entry.path === '/userdashboard' ? { ...entry, path: '/my-council' } : entry,
    );
    act(() => setSiteConfig({ council: DEMO_COUNCIL, screens: moved }));
    signInAs('user');
    renderAt('/dashboard', guarded(['admin']));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/my-council');
  });
});
