import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, fakeApi, NETWORK_DOWN, PENDING } from '@council/api-fake';
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

  it('takes focus to the first field to fix, which says what is wrong with it (issue 25)', async () => {
    renderAt('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
    await userEvent.keyboard('{Enter}');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
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

  it('says it is signing in, and takes no second click, while the API answers', async () => {
    api.answer('POST /api/Account/login', PENDING);
    await signIn('admin@demo.local', 'demo-password');
    const busy = screen.getByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(1);
  });

  it('is ready again, with its own name, after a refusal', async () => {
    api.answer('POST /api/Account/login', failWith(401, { message: 'Invalid email or password' }));
    await signIn('admin@demo.local', 'wrong');
    await screen.findByRole('alert');
    const ready = screen.getByRole('button', { name: 'Login' });
    expect(ready).toBeEnabled();
    expect(ready).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the wait a 429 says, as the server sent it, not that the service is down', async () => {
    const wait = 'Too many sign-in attempts. Please try again in 15 minutes.';
    api.answer('POST /api/Account/login', failWith(429, { message: wait }));
    await signIn('admin@demo.local', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByRole('alert')).not.toHaveTextContent('cannot be reached');
  });

  it("shows the server's word on a disabled account", async () => {
    const disabled = 'This account has been disabled. Please contact the council office.';
    api.answer('POST /api/Account/login', failWith(403, { message: disabled }));
    await signIn('clerk@demo.local', 'demo-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(disabled);
  });

  it('says the service cannot be reached when nothing answers', async () => {
    api.answer('POST /api/Account/login', NETWORK_DOWN);
    await signIn('admin@demo.local', 'demo-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in service cannot be reached. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says it is for council staff from the header's Office Login, and leads citizens to theirs", () => {
    renderAt('/login', <LoginPage />);
    expect(
      screen.getByText('Sign in for council staff: admins and grievance officers.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    const citizens = screen.getByRole('link', { name: "Citizen's Login" });
    expect(citizens).toHaveAttribute('href', '/login?as=citizen');
    expect(citizens.closest('p')).toHaveTextContent("Not council staff? Citizen's Login");
  });

  it("says it is for citizens from the header's Citizen's Login, with the way to an account first", () => {
    renderAt('/login?as=citizen', <LoginPage />, '/login');
    const createAccount = screen.getByRole('link', { name: 'Create an account' });
    expect(createAccount).toHaveAttribute('href', '/register');
    expect(createAccount.closest('p')).toHaveTextContent(
      'Sign in to file and follow your complaints. New here? Create an account',
    );
    expect(screen.queryByText(/council staff: admins/)).not.toBeInTheDocument();
    // Before the form, so that it is the first thing a citizen reads.
    expect(
      createAccount.compareDocumentPosition(screen.getByLabelText('Email')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Office Login' })).toHaveAttribute('href', '/login');
  });
});
