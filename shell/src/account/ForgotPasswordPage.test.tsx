import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accepted, failWith, fakeApi } from '@council/api-fake';
import { renderAt } from '../testing/renderWithShell';
import { ForgotPasswordPage } from './ForgotPasswordPage';

// The network edge only: the real client and screen run.
const api = fakeApi();

async function askFor(email: string) {
  renderAt('/forgot-password', <ForgotPasswordPage />);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
}

describe('the forgotten password page', () => {
  it('asks for the email as a browser fills it in', () => {
    renderAt('/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['', 'Please enter your email address.'],
    ['asha.example.in', 'Please enter an email address like name@example.com.'],
  ])('refuses "%s" beside the field and sends nothing', async (email, message) => {
    await askFor(email);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('answers "check your email" whether or not an account uses it, with focus on it', async () => {
    api.answer('POST /api/v2/account/forgot-password', accepted({ message: 'Check your email.' }));
    await askFor(' asha@example.in ');
    const notice = await screen.findByRole('heading', { name: 'Check your email' });
    expect(api.sent[0]?.json).toEqual({ email: 'asha@example.in' });
    expect(notice.parentElement).toHaveFocus();
    expect(notice.parentElement).toHaveTextContent(
      'If an account uses asha@example.in, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the API's refusal", async () => {
    const message = 'Too many links asked for this email. Please try again in an hour.';
    api.answer('POST /api/v2/account/forgot-password', failWith(429, { message }));
    await askFor('asha@example.in');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });
});
