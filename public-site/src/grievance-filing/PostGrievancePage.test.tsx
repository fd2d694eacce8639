import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@council/router';
import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { renderScreen } from '../testing/renderScreen';
import PostGrievancePage from './PostGrievancePage';

function signInAs(role: 'user' | 'admin' | 'officer') {
  const token = makeToken({ role, exp: Math.floor(Date.now() / 1000) + 300 });
  useSession.setState({ token, role, expiresAt: Date.now() + 300_000 });
}

/** Where a link led, and the state it carried. */
function Arrived() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="arrived">{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

function renderPage() {
  renderScreen(
    <Routes>
      <Route path="/postgrievance" element={<PostGrievancePage />} />
      <Route path="*" element={<Arrived />} />
    </Routes>,
    '/postgrievance',
  );
}

afterEach(() => useSession.setState({ token: null, role: null, expiresAt: null }));

describe('Post Grievance', () => {
  it('leads someone signed out to sign in as a citizen, returning to the form', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post Grievance');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByText(/New here\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in to file a complaint' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent(
      '/login?as=citizen {"returnTo":"/inquiry?add=1"}',
    );
  });

  it('takes a signed-in citizen straight to the form', () => {
    signInAs('user');
    renderPage();
    expect(screen.getByRole('link', { name: 'File a complaint' })).toHaveAttribute(
      'href',
      '/inquiry?add=1',
    );
    expect(screen.queryByRole('link', { name: /Sign in/ })).not.toBeInTheDocument();
  });

  it('tells staff that complaints come from citizen accounts', () => {
    signInAs('officer');
    renderPage();
    expect(screen.getByText(/You are signed in as staff/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'File a complaint' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Track it by its number/ })).toHaveAttribute(
      'href',
      '/trackgrievance',
    );
  });
});
