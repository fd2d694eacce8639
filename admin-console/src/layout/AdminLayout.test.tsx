import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@council/router';
import { useSession } from '@council/shared-auth';
import { signInAdmin, signInStaff } from '../testing/adminTestSetup';
import { AdminLayout } from './AdminLayout';
import { navigationLinks } from '@council/ui/src/testing/navigationLinks';

beforeEach(signInAdmin);

function renderLayout() {
  render(
    <MemoryRouter initialEntries={['/editnotice']}>
      <AdminLayout>
        <h1>Notice</h1>
      </AdminLayout>
    </MemoryRouter>,
  );
}

describe('the admin layout', () => {
  it('shows the council name, the grievance desk, the eleven links in SPEC.md order (the website policies beside About), then Accounts and the feedback inbox', () => {
    renderLayout();
    expect(screen.getByText('Sundarpur Nagar Parishad')).toBeInTheDocument();
    expect(navigationLinks('Admin sections')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Grievance Desk', '/grievance-desk'],
      ['Grievance Settings', '/grievance-settings'],
      ['About', '/editabout'],
      ['Website Policies', '/editpolicies'],
      ['Slider', '/slider'],
      ['Minister/Officer/Emp.', '/editministerofficeremp'],
      ['Latest News', '/editlatestnews'],
      ['Tender', '/edittender'],
      ['Notice', '/editnotice'],
      ['Circular', '/editcircular'],
      ['Office Order', '/editofficeorder'],
      ['Gallery', '/editgallery'],
      ['Press Release', '/editpressrelease'],
      ['Accounts', '/accounts'],
      ['Feedback Inbox', '/feedback-inbox'],
    ]);
  });

  it('shows an officer the grievance desk alone, and their Profile and Settings', async () => {
    signInStaff('officer', 7);
    renderLayout();
    expect(navigationLinks('Admin sections')).toEqual([['Grievance Desk', '/grievance-desk']]);
    await userEvent.click(screen.getByRole('button', { name: /Admin/ }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('offers Profile, Settings and Logout under Admin; Logout ends the session', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: /Admin/ }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useSession.getState().token).toBeNull();
  });
});
