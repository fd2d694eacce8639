import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMyAccount, fakeApi } from '@council/api-fake';
import { MemoryRouter } from '@council/router';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { signInAdmin } from '../testing/adminTestSetup';
import ProfilePage from './ProfilePage';
import SettingsPage from './SettingsPage';

const api = fakeApi();
const clerk = aMyAccount({
  name: 'Ravi Kumar',
  email: 'ravi@council.example.in',
  role: 'admin',
  mobile: '',
});

beforeEach(() => {
  signInAdmin();
  api.answer('GET /api/v2/account', clerk);
});

function renderAt(address: string, Page: ComponentType) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Page />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
}

describe("the Admin menu's pages", () => {
  it("Profile shows the admin's details, a mobile number optional, in the console's frame", async () => {
    api.answer('PUT /api/v2/account', { ...clerk, name: 'Ravi K.' });
    renderAt('/profile', ProfilePage);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const form = within(await screen.findByRole('form', { name: 'Your details' }));
    expect(screen.getByText('ravi@council.example.in')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(form.getByLabelText(/^Mobile number/)).not.toBeRequired();
    expect(screen.queryByRole('form', { name: 'Change your password' })).not.toBeInTheDocument();
    const name = form.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ravi K.');
    await userEvent.click(form.getByRole('button', { name: 'Save details' }));
    await expectPopup('Success', 'Your details have been saved.');
    expect(api.sentTo('PUT /api/v2/account')[0]?.json).toEqual({ name: 'Ravi K.', mobile: '' });
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('Settings changes the password, for the account it names', async () => {
    api.answer('POST /api/v2/account/password', { message: 'Changed.' });
    renderAt('/settings', SettingsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText('For the account ravi@council.example.in.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your details' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Current password/), 'old secret');
    await userEvent.type(screen.getByLabelText(/^New password(?! again)/), 'new secret!');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'new secret!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expectPopup('Success', 'You have been signed out everywhere else');
    expect(api.sentAddresses()).toEqual(['/api/v2/account', '/api/v2/account/password']);
  });
});
