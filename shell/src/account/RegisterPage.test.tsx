import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accepted, failWith, fakeApi, NETWORK_DOWN } from '@council/api-fake';
import { renderAt } from '../testing/renderWithShell';
import { RegisterPage } from './RegisterPage';

// The network edge only: the real client and screen run.
const api = fakeApi();

const CHECK = { message: 'Check your email.' };

interface Entries {
  name?: string;
  email?: string;
  mobile?: string;
  password?: string;
  confirmation?: string;
  agrees?: boolean;
}

const GOOD: Required<Entries> = {
  name: 'Asha Devi',
  email: 'asha@example.in',
  mobile: '9876543210',
  password: 'monsoon rains on the ghat',
  confirmation: 'monsoon rains on the ghat',
  agrees: true,
};

async function signUp(entries: Entries) {
  renderAt('/register', <RegisterPage />);
  const typeInto = async (label: string, text: string | undefined) => {
    if (text) await userEvent.type(screen.getByLabelText(label), text);
  };
  await typeInto('Full name', entries.name);
  await typeInto('Email', entries.email);
  await typeInto('Mobile number', entries.mobile);
  await typeInto('Password', entries.password);
  await typeInto('Confirm password', entries.confirmation);
  if (entries.agrees)
    await userEvent.click(screen.getByLabelText('I agree to the privacy policy.'));
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('the sign-up page', () => {
  it('labels every field, with what a browser may fill in', () => {
    renderAt('/register', <RegisterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      '10 digits, starting with 6, 7, 8 or 9.',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the privacy policy.' }),
    ).not.toBeChecked();
  });

  it('links the privacy policy, opening it beside the form', () => {
    renderAt('/register', <RegisterPage />);
    const policy = screen.getByRole('link', { name: /Read the privacy policy/ });
    expect(policy).toHaveAttribute('href', '/privacypolicy');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAccessibleName('Read the privacy policy (opens in a new window)');
  });

  it('says what each empty field needs, sends nothing, and takes focus to the first', async () => {
    await signUp({});
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Please enter your name.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      '10 digits, starting with 6, 7, 8 or 9. Please enter your mobile number.',
    );
    expect(screen.getByLabelText('Password')).toBeInvalid();
    expect(screen.getByText('Please choose a password.')).toBeVisible();
    expect(screen.getByText('Please type your password again.')).toBeVisible();
    expect(
      screen.getByText('Please agree to the privacy policy to create an account.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it.each([
    [
      'an email without a domain',
      { email: 'asha@' },
      'Email',
      'Please enter an email address like name@example.com.',
    ],
    [
      'a mobile of 9 digits',
      { mobile: '987654321' },
      'Mobile number',
      'Please enter a 10-digit mobile number that starts with 6, 7, 8 or 9.',
    ],
    [
      'a mobile starting with 5',
      { mobile: '5876543210' },
      'Mobile number',
      'Please enter a 10-digit mobile number that starts with 6, 7, 8 or 9.',
    ],
    [
      'a mobile with letters',
      { mobile: '98765abcde' },
      'Mobile number',
      'Please enter a 10-digit mobile number that starts with 6, 7, 8 or 9.',
    ],
    [
      'a password of 7 characters',
      { password: 'short12', confirmation: 'short12' },
      'Password',
      'Your password needs at least 8 characters.',
    ],
    [
      'a confirmation that differs',
      { confirmation: 'monsoon rains on the ghats' },
      'Confirm password',
      'The two passwords are not the same.',
    ],
    ['a name of spaces', { name: '   ' }, 'Full name', 'Please enter your name.'],
  ])('refuses %s before sending, beside the field', async (_case, change, label, message) => {
    await signUp({ ...GOOD, ...change });
    const field = screen.getByLabelText(label);
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();
    expect(screen.getByText(message)).toBeVisible();
    expect(api.sent).toHaveLength(0);
  });

  it('refuses to send without agreement to the privacy policy', async () => {
    await signUp({ ...GOOD, agrees: false });
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Read the privacy policy (opens in a new window) Please agree to the privacy policy to create an account.',
    );
    expect(api.sent).toHaveLength(0);
  });

  it('sends the account as the contract names it, and answers "check your email" with focus on it', async () => {
    api.answer('POST /api/v2/account/register', accepted(CHECK));
    await signUp({ ...GOOD, email: ' asha@example.in ', mobile: '+91 98765-43210' });
    const notice = await screen.findByRole('heading', { name: 'Check your email' });
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]?.json).toEqual({
      name: 'Asha Devi',
      email: 'asha@example.in',
      mobile: '9876543210',
      password: GOOD.password,
      passwordConfirmation: GOOD.password,
      acceptsPrivacyPolicy: true,
    });
    expect(notice.parentElement).toHaveFocus();
    // The same words whether the email was new or not: nothing says which.
    expect(notice.parentElement).toHaveTextContent(
      'We have sent a message to asha@example.in with what to do next. Its link works for 24 hours.',
    );
    expect(notice.parentElement).not.toHaveTextContent(/new account|already|created/i);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it.each([
    [400, 'This password is too common. Please choose another one.'],
    [429, 'Too many sign-ups from this address. Please try again in an hour.'],
    [503, 'Email cannot be sent right now. Please try again later.'],
  ])(
    "shows the API's refusal (%i) as the sign-in page shows its errors",
    async (status, message) => {
      api.answer('POST /api/v2/account/register', failWith(status, { message }));
      await signUp(GOOD);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('alert')).toHaveClass('alert', 'alert-danger');
      // The form stays, as typed, to try again.
      expect(screen.getByLabelText('Full name')).toHaveValue('Asha Devi');
      expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    },
  );

  it('says so when the API cannot be reached', async () => {
    api.answer('POST /api/v2/account/register', NETWORK_DOWN);
    await signUp(GOOD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service cannot be reached. Please try again in a moment.',
    );
  });

  it('leads to sign-in for someone who has an account', () => {
    renderAt('/register', <RegisterPage />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
