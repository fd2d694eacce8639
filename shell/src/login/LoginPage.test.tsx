import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, fakeApi } from '@council/api-fake';
import { useSession } from '@council/shared-auth';
import { renderAt } from '../testing/renderWithShell';
import { signOut } from '../testing/session';
import { LoginPage } from './LoginPage';

/** A token as the API signs it; the browser reads its claims and never checks the signature. */
function tokenWithRole(role: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', role, exp: Math.floor(Date.now() / 1000) + 300 })}.c2ln`;
}

// The network edge only: the real store, client and screen run.
const api = fakeApi();
afterEach(signOut);

async function signIn(email: string, password: string) {
  renderAt('/login', <LoginPage />);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login screen', () => {
  it('needs both email and password, and sends nothing without them', async () => {
    await signIn('', '');
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('lands an admin on /dashboard', async () => {
    api.answer('POST /api/Account/login', { token: tokenWithRole('Admin') });
    await signIn('admin@demo.local', 'demo-password');
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/dashboard');
    expect(api.sent[0]?.path).toBe('/api/Account/login');
    expect(api.sent[0]?.json).toEqual({
      email: 'admin@demo.local',
      password: 'demo-password',
    });
  });

  it('lands a citizen on /userdashboard', async () => {
    api.answer('POST /api/Account/login', { token: tokenWithRole('user') });
    await signIn('citizen@demo.local', 'demo-password');
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/userdashboard');
  });

  it("shows 'Invalid email or password' when the API refuses", async () => {
    api.answer('POST /api/Account/login', failWith(401, { message: 'Invalid email or password' }));
    await signIn('admin@demo.local', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(useSession.getState().token).toBeNull();
  });

  it("shows 'Unknown role: {role}' and stores no session", async () => {
    api.answer('POST /api/Account/login', { token: tokenWithRole('auditor') });
    await signIn('auditor@demo.local', 'demo-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown role: auditor');
    expect(useSession.getState().token).toBeNull();
  });

  it('leads to a forgotten password and to a new account', () => {
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it("puts the way to a new account first for the header's Citizen's Login", () => {
    renderAt('/login?as=citizen', <LoginPage />, '/login');
    const createAccount = screen.getByRole('link', { name: 'Create an account' });
    expect(createAccount).toHaveAttribute('href', '/register');
    expect(createAccount.closest('p')).toHaveTextContent(
      'Sign in to file a complaint and follow it. New here? Create an account',
    );
    // Before the form, so that it is the first thing a citizen reads.
    expect(
      createAccount.compareDocumentPosition(screen.getByLabelText('Email')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
