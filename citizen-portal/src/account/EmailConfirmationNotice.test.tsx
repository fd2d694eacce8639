import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accepted,
  aMyAccount,
  complaintCountsOf,
  failWith,
  fakeApi,
  pageOf,
  PENDING,
} from '@council/api-fake';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { InQueryCache } from '@council/remote-harness/src/testing';
import ComplaintsPage from '../complaints/ComplaintsPage';
import UserDashboardPage from '../dashboard/UserDashboardPage';
import { signInCitizen } from '../testing/signInCitizen';
import { EmailConfirmationNotice } from './EmailConfirmationNotice';

initI18n();
const api = fakeApi();
beforeEach(signInCitizen);

const HEADING = 'Confirm your email address to file complaints.';
const unconfirmed = aMyAccount({ email: 'asha@example.in', emailVerified: false });

function renderNotice(Screen: ComponentType = EmailConfirmationNotice) {
  render(
    <MemoryRouter>
      <Screen />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
}

/** The region that says what happened to "Send the link again". */
const announced = () =>
  screen.getByRole('button', { name: /Send|Sending/ }).nextElementSibling as HTMLElement;

describe('the notice of an unconfirmed email', () => {
  it('says that complaints wait for the confirmation, and where the link went', async () => {
    api.answer('GET /api/v2/account', unconfirmed);
    renderNotice();
    const heading = await screen.findByRole('heading', { level: 2, name: HEADING });
    const notice = heading.closest('section');
    expect(notice).toHaveAccessibleName(HEADING);
    expect(notice).toHaveTextContent(
      'We sent a link to asha@example.in. Open it to confirm that the address is yours.',
    );
    expect(announced()).toHaveAttribute('aria-live', 'polite');
    expect(announced()).toBeEmptyDOMElement();
  });

  it('mails the link again and announces it', async () => {
    api.answer('GET /api/v2/account', unconfirmed);
    api.answer(
      'POST /api/v2/account/resend-verification',
      accepted({ message: 'Please check your email.' }),
    );
    renderNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(announced()).toHaveTextContent(
        'We sent a new link to asha@example.in. It may take a few minutes to arrive.',
      ),
    );
    expect(api.sentTo('POST /api/v2/account/resend-verification')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('says "Sending..." and takes no second click while the link goes out', async () => {
    api.answer('GET /api/v2/account', unconfirmed);
    api.answer('POST /api/v2/account/resend-verification', PENDING);
    renderNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it("announces the API's refusal, too many requests among them", async () => {
    api.answer('GET /api/v2/account', unconfirmed);
    const refusal = 'Too many links were asked for this email. Please try again in 10 minutes.';
    api.answer('POST /api/v2/account/resend-verification', failWith(429, { message: refusal }));
    renderNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(announced()).toHaveTextContent(refusal));
    expect(announced()).toHaveClass('text-danger');
  });

  it('says nothing once the email is confirmed', async () => {
    api.answer('GET /api/v2/account', aMyAccount({ emailVerified: true }));
    renderNotice();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('says nothing when the account cannot be read', async () => {
    api.answer('GET /api/v2/account', failWith(500, { message: 'Down' }));
    renderNotice();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it.each([
    ['the dashboard', UserDashboardPage],
    ['the complaints page, where complaints are added', ComplaintsPage],
  ])('shows on %s', async (_, Page) => {
    api.answers({
      'GET /api/v2/account': unconfirmed,
      'GET /api/v2/user/complaint-counts': complaintCountsOf({}),
      'GET /api/v2/user/complaints': pageOf([]),
    });
    renderNotice(Page);
    expect(await screen.findByRole('heading', { level: 2, name: HEADING })).toBeInTheDocument();
  });
});
