import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@council/shared-auth';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import type { ChartJsStandIn, DrawnChart } from '@council/ui/src/chart/testing/chartJsStandIn';
import {
  aMyAccount,
  authorizationOf,
  complaintCountsOf,
  failWith,
  fakeApi,
} from '@council/api-fake';
import { signInCitizen } from '../testing/signInCitizen';
import UserDashboardPage from './UserDashboardPage';
import { InQueryCache } from '@council/remote-harness/src/testing';

// chart.js needs a real canvas, which jsdom lacks: it is replaced at its edge and the test reads
// what the dashboard asks it to draw. The network is the only other thing stubbed.
const mockDrawn: DrawnChart[] = [];
jest.mock('chart.js', () =>
  jest
    .requireActual<ChartJsStandIn>('@council/ui/src/chart/testing/chartJsStandIn')
    .chartJsStandIn(mockDrawn),
);
const drawn = mockDrawn;

initI18n();
const api = fakeApi();

function renderDashboard() {
  render(
    <MemoryRouter>
      <UserDashboardPage />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
}

beforeEach(() => {
  drawn.length = 0;
  signInCitizen();
  api.answer('GET /api/v2/account', aMyAccount());
});

describe('the user dashboard', () => {
  it("lists '{status}: {n} complaint(s)' and draws a 400x400 pie of radius 150", async () => {
    // The API counts every status, those without a complaint included.
    api.answer(
      'GET /api/v2/user/complaint-counts',
      complaintCountsOf({ Open: 2, Pending: 0, Resolved: 1, Rejected: 0 }),
    );
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Status-wise Complaint Count',
    );
    const list = await screen.findByRole('list', { name: 'Your complaints by status' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Open: 2 complaint(s)',
      'Resolved: 1 complaint(s)',
    ]);
    const chart = screen.getByRole('img', { name: 'Pie chart of your complaints by status' });
    expect(chart).toHaveAttribute('width', '400');
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]?.data.labels).toEqual(['Open: 2', 'Resolved: 1']);
    expect(drawn[0]?.options.radius).toBe(150);
    // The counts, not the complaints, come over the wire (and the account, for the notice of
    // an unconfirmed email).
    expect(api.sentAddresses().sort()).toEqual([
      '/api/v2/account',
      '/api/v2/user/complaint-counts',
    ]);
    expect(authorizationOf(api.sent[0])).toMatch(/^Bearer /);
  });

  it('shows empty counts and no message when the call fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('GET /api/v2/user/complaint-counts', failWith(500, { message: 'down' }));
    renderDashboard();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(
      screen.queryByRole('list', { name: 'Your complaints by status' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // SPEC.md 7: the counts are simply empty; nothing is said, not even in the console.
    expect(logged).not.toHaveBeenCalled();
  });

  it("has the header's 'My account' menu with Profile, Settings and Logout, and Logout ends the session", async () => {
    api.answer('GET /api/v2/user/complaint-counts', complaintCountsOf({}));
    renderDashboard();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    // The shell sees the session end and goes to /login.
    expect(useSession.getState().token).toBeNull();
  });

  it('asks a citizen whose email is not confirmed to confirm it', async () => {
    api.answer('GET /api/v2/user/complaint-counts', complaintCountsOf({}));
    api.answer('GET /api/v2/account', aMyAccount({ emailVerified: false }));
    renderDashboard();
    expect(
      await screen.findByRole('heading', {
        name: 'Confirm your email address to file complaints.',
      }),
    ).toBeInTheDocument();
  });

  it('leads Profile and Settings to My account', async () => {
    api.answer('GET /api/v2/user/complaint-counts', complaintCountsOf({}));
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user-account');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/user-account');
  });

  it("offers 'File a complaint', which opens the complaints page with its form", async () => {
    api.answer('GET /api/v2/user/complaint-counts', complaintCountsOf({}));
    renderDashboard();
    expect(screen.getByRole('link', { name: 'File a complaint' })).toHaveAttribute(
      'href',
      '/inquiry?add=1',
    );
  });

  it('leads back to the public site', async () => {
    api.answer('GET /api/v2/user/complaint-counts', complaintCountsOf({}));
    renderDashboard();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'View on site' }),
    ).toHaveAttribute('href', '/home');
  });

  it('has the menu entries Dashboard, Add/View Grievance and My account', async () => {
    api.answer('GET /api/v2/user/complaint-counts', complaintCountsOf({}));
    renderDashboard();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    const menu = within(screen.getByRole('navigation', { name: 'Citizen menu' }));
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/userdashboard');
    expect(menu.getByRole('link', { name: 'Add/View Grievance' })).toHaveAttribute(
      'href',
      '/inquiry',
    );
    expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/user-account');
  });
});
