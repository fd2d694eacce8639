import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, fakeApi } from '@council/api-fake';
import { renderAt } from '../testing/renderWithShell';
import { ResetPasswordPage } from './ResetPasswordPage';

// The network edge only: the real client and screen run.
const api = fakeApi();

const open = (address = '/reset-password?token=r3set') =>
  renderAt(address, <ResetPasswordPage />, '/reset-password');

async function choose(password: string, confirmation: string) {
  open();
  if (password) await userEvent.type(screen.getByLabelText('New password'), password);
  if (confirmation) await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
}

const PASSWORD = 'a quiet street at dawn';

describe('the page a password link opens', () => {
  it('asks for a new password twice, marked as new for password managers', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a password' })).toBeVisible();
    for (const label of ['New password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. A phrase of several words is easy to remember; very common passwords are refused.',
    );
  });

  it.each([
    ['', '', 'New password', 'Please choose a password.'],
    ['seven77', 'seven77', 'New password', 'Your password needs at least 8 characters.'],
    [PASSWORD, 'a quiet street at dusk', 'Confirm password', 'The two passwords are not the same.'],
    [PASSWORD, '', 'Confirm password', 'Please type your password again.'],
  ])('refuses "%s" / "%s" beside %s and sends nothing', async (password, again, label, message) => {
    await choose(password, again);
    expect(screen.getByLabelText(label)).toBeInvalid();
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(screen.getByText(message)).toBeVisible();
    expect(api.sent).toHaveLength(0);
  });

  it('sets the password with the token, and says any other session was signed out', async () => {
    api.answer('POST /api/v2/account/reset-password', { message: 'Your password is set.' });
    await choose(PASSWORD, PASSWORD);
    const done = await screen.findByRole('heading', { name: 'Your password is set' });
    expect(api.sent[0]?.json).toEqual({
      token: 'r3set',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    });
    expect(done.parentElement).toHaveFocus();
    expect(done.parentElement).toHaveTextContent(
      'Any other session of your account has been signed out. You can now sign in with your new password.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    [400, 'This link has expired. Please ask for a new one.'],
    [400, 'This password is too common. Please choose another one.'],
    [429, 'Too many tries. Please wait a few minutes.'],
  ])("shows the API's refusal (%i) and the way to a new link", async (status, message) => {
    api.answer('POST /api/v2/account/reset-password', failWith(status, { message }));
    await choose(PASSWORD, PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends nothing for an address without its token, and leads to a new link', () => {
    open('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
