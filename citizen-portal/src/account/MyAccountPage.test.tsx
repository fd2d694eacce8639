import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMyAccount, fakeApi } from '@council/api-fake';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { InQueryCache } from '@council/remote-harness/src/testing';
import '@council/ui/src/testing/browserGaps';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { signInCitizen } from '../testing/signInCitizen';
import MyAccountPage from './MyAccountPage';

initI18n();
const api = fakeApi();
beforeEach(signInCitizen);

describe('My account in the citizen portal', () => {
  it("shows the citizen's details and the password form, with one call, in the portal's frame", async () => {
    api.answer('GET /api/v2/account', aMyAccount());
    render(
      <MemoryRouter initialEntries={['/user-account']}>
        <MyAccountPage />
      </MemoryRouter>,
      { wrapper: InQueryCache },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const details = await screen.findByRole('form', { name: 'Your details' });
    expect(within(details).getByLabelText(/^Mobile number/)).toBeRequired();
    expect(screen.getByRole('form', { name: 'Change your password' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Citizen menu' }));
    expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(api.sentAddresses()).toEqual(['/api/v2/account']);
  });

  it('saves a new mobile number', async () => {
    api.answer('GET /api/v2/account', aMyAccount());
    api.answer('PUT /api/v2/account', aMyAccount({ mobile: '9123456780' }));
    render(
      <MemoryRouter initialEntries={['/user-account']}>
        <MyAccountPage />
      </MemoryRouter>,
      { wrapper: InQueryCache },
    );
    const mobile = await screen.findByLabelText(/^Mobile number/);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9123456780');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await expectPopup('Success', 'Your details have been saved.');
    expect(api.sentTo('PUT /api/v2/account')[0]?.json).toEqual({
      name: 'Asha Devi',
      mobile: '9123456780',
    });
  });
});
