import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMyAccount, failWith, fakeApi, PENDING } from '@council/api-fake';
import { accountQueries } from '@council/api-client';
import { testQueryClient } from '@council/api-client/src/testing';
import { initI18n } from '@council/i18n';
import { QueryClientProvider, type QueryClient } from '@council/query';
import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import '../testing/browserGaps';
import { expectPopup } from '../popups/testing/expectPopup';
import { AccountDetailsForm } from './AccountDetailsForm';
import { MyAccountForms } from './MyAccountForms';
import { PasswordChangeForm } from './PasswordChangeForm';

initI18n();
const api = fakeApi();

beforeEach(() => {
  useSession.setState({
    token: makeToken({ role: 'user' }),
    role: 'user',
    expiresAt: Date.now() + 300_000,
  });
});

let client: QueryClient;
beforeEach(() => {
  client = testQueryClient();
});

function InCache({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const renderForms = (forms: ReactNode = <MyAccountForms />) => render(forms, { wrapper: InCache });
const detailsForm = () => screen.findByRole('form', { name: 'Your details' });
const passwordForm = () => screen.getByRole('form', { name: 'Change your password' });

describe("My account's details", () => {
  it('shows the email and the role, and the name and mobile to change', async () => {
    api.answer('GET /api/v2/account', aMyAccount({ emailVerified: false }));
    renderForms(<AccountDetailsForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    await detailsForm();
    const texts = (role: string) => screen.getAllByRole(role).map((item) => item.textContent);
    expect(texts('term')).toEqual(['Email address', 'Role']);
    expect(texts('definition')).toEqual(['asha@example.in Not confirmed yet', 'Citizen']);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Devi');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('9876543210');
    // The email is shown, not offered for change.
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
  });

  it('says what to fix before any call, and a fixed field loses its message', async () => {
    api.answer('GET /api/v2/account', aMyAccount());
    renderForms(<AccountDetailsForm />);
    await detailsForm();
    const name = screen.getByLabelText(/^Name/);
    const mobile = screen.getByLabelText(/^Mobile number/);
    await userEvent.clear(name);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(mobile).toHaveAccessibleDescription(
      '10 digits, starting with 6, 7, 8 or 9. Please enter a 10-digit mobile number that starts with 6, 7, 8 or 9.',
    );
    await userEvent.type(name, 'A');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(api.sentTo('PUT /api/v2/account')).toHaveLength(0);
  });

  it('lets staff leave the mobile empty', async () => {
    api.answer('GET /api/v2/account', aMyAccount({ role: 'admin', mobile: '' }));
    api.answer('PUT /api/v2/account', aMyAccount({ role: 'admin', mobile: '' }));
    renderForms(<AccountDetailsForm />);
    await detailsForm();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mobile number/)).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await expectPopup('Success', 'Your details have been saved.');
    expect(api.sentTo('PUT /api/v2/account')[0]?.json).toEqual({ name: 'Asha Devi', mobile: '' });
  });

  it('saves the name trimmed and the number as ten digits, and shows what the API kept', async () => {
    api.answer('GET /api/v2/account', aMyAccount());
    api.answer('PUT /api/v2/account', aMyAccount({ name: 'Asha Kumari', mobile: '9123456780' }));
    renderForms(<AccountDetailsForm />);
    await detailsForm();
    const name = screen.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, '  Asha Kumari ');
    const mobile = screen.getByLabelText(/^Mobile number/);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '+91 91234-56780');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await expectPopup('Success', 'Your details have been saved.');
    expect(api.sentTo('PUT /api/v2/account')[0]?.json).toEqual({
      name: 'Asha Kumari',
      mobile: '9123456780',
    });
    expect(mobile).toHaveValue('9123456780');
  });

  it("shows the API's refusal in the error popup and keeps what was typed", async () => {
    api.answer('GET /api/v2/account', aMyAccount());
    api.answer('PUT /api/v2/account', failWith(400, { message: 'Please enter a name.' }));
    renderForms(<AccountDetailsForm />);
    await detailsForm();
    await userEvent.type(screen.getByLabelText(/^Name/), ' Devi');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await expectPopup('Error', 'Please enter a name.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Devi Devi');
  });

  it('is not filled from an account kept from before (another person signed in in this tab)', async () => {
    client.setQueryData(accountQueries.mine().queryKey, {
      name: 'Someone Else',
      email: 'someone@example.in',
      mobile: '9000000000',
      role: 'admin',
      emailVerified: true,
    });
    api.answer('GET /api/v2/account', aMyAccount());
    renderForms(<AccountDetailsForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    await detailsForm();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Devi');
    expect(screen.queryByText('someone@example.in')).not.toBeInTheDocument();
  });

  it('says so when the account cannot be read', async () => {
    api.answer('GET /api/v2/account', failWith(500, {}));
    renderForms(<AccountDetailsForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account could not be loaded. Please reload the page.',
    );
  });
});

describe("My account's new password", () => {
  const change = {
    currentPassword: 'old secret',
    password: 'a new secret',
    passwordConfirmation: 'a new secret',
  };

  async function typePasswords(values: Partial<typeof change>) {
    const labels = {
      currentPassword: /^Current password/,
      password: /^New password(?! again)/,
      passwordConfirmation: /^New password again/,
    };
    for (const [field, value] of Object.entries(values)) {
      await userEvent.type(screen.getByLabelText(labels[field as keyof typeof labels]), value);
    }
  }

  it('says before and after that other sessions are signed out, and empties the form', async () => {
    api.answer('GET /api/v2/account', aMyAccount());
    api.answer('POST /api/v2/account/password', { message: 'Your password is changed.' });
    renderForms(<PasswordChangeForm />);
    expect(await screen.findByText('For the account asha@example.in.')).toBeInTheDocument();
    expect(passwordForm().previousElementSibling).toHaveTextContent(
      'When you change your password, you are signed out everywhere else',
    );
    await typePasswords(change);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expectPopup(
      'Success',
      'Your password has been changed. You have been signed out everywhere else; you stay signed in here.',
    );
    expect(api.sentTo('POST /api/v2/account/password')[0]?.json).toEqual(change);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password again/)).toHaveValue('');
    // The password manager's field names the account.
    expect(passwordForm().querySelector('input[autocomplete="username"]')).toHaveValue(
      'asha@example.in',
    );
  });

  it('asks for the current password, 8 characters and the same password twice', async () => {
    api.answer('GET /api/v2/account', aMyAccount());
    renderForms(<PasswordChangeForm />);
    await typePasswords({ password: 'short', passwordConfirmation: 'shorter' });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText(/^Current password/);
    expect(current).toHaveAccessibleDescription('Please enter your current password.');
    expect(current).toHaveFocus();
    expect(screen.getByLabelText(/^New password(?! again)/)).toHaveAccessibleDescription(
      'At least 8 characters. Very common passwords are refused. Your password needs at least 8 characters.',
    );
    expect(screen.getByLabelText(/^New password again/)).toHaveAccessibleDescription(
      'The two passwords are not the same.',
    );
    expect(api.sentTo('POST /api/v2/account/password')).toHaveLength(0);
  });

  it("shows the API's refusal (a wrong current password) and keeps the fields", async () => {
    api.answer('GET /api/v2/account', aMyAccount());
    api.answer(
      'POST /api/v2/account/password',
      failWith(400, { message: 'The current password is not right.' }),
    );
    renderForms(<PasswordChangeForm />);
    await typePasswords(change);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expectPopup('Error', 'The current password is not right.');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('old secret');
  });

  it('can be used while the account is still being read', async () => {
    api.answer('GET /api/v2/account', PENDING);
    api.answer('POST /api/v2/account/password', { message: 'Changed.' });
    renderForms(<PasswordChangeForm />);
    await typePasswords(change);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expectPopup('Success', 'Your password has been changed.');
  });
});

describe('My account on one screen', () => {
  it('reads the account once for both forms', async () => {
    api.answer('GET /api/v2/account', aMyAccount());
    renderForms();
    await detailsForm();
    expect(passwordForm()).toBeInTheDocument();
    await waitFor(() => expect(api.sentTo('GET /api/v2/account')).toHaveLength(1));
  });
});
