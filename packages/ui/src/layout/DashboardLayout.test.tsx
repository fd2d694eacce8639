import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { MemoryRouter, Route, Routes } from '@council/router';
import { useSession } from '@council/shared-auth';
import { setSiteConfig, DEMO_COUNCIL, type Screen } from '@council/site-config';
import { showInfo } from '../popups/popups';
import { DashboardLayout, type DashboardLayoutProps } from './DashboardLayout';
import { navigationLinks } from '../testing/navigationLinks';

jest.mock('../popups/popups', () => ({ showInfo: jest.fn(async () => undefined) }));

initI18n();

const consoleScreen = (path: string, title: string, order: number): Screen => ({
  path,
  module: './Editor',
  access: ['admin'],
  title: { en: title },
  menu: { group: 'console', order },
  remote: 'admin_console',
});

/** The merged table: the console's two screens (given out of order) and a public one. */
const screens: Screen[] = [
  consoleScreen('/editnotice', 'Notice', 20),
  { ...consoleScreen('/notice', 'Notices', 10), menu: { group: 'documents', order: 10 } },
  consoleScreen('/dashboard', 'Dashboard', 10),
];

function renderLayout(accountPagesPath?: DashboardLayoutProps['accountPagesPath']) {
  render(
    <MemoryRouter initialEntries={['/editnotice']}>
      <DashboardLayout
        logo="/logo.png"
        navigationLabel="Admin sections"
        menuGroup="console"
        accountPagesPath={accountPagesPath}
      >
        <Routes>
          <Route path="/editnotice" element={<h1>Notice</h1>} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          <Route path="/profile" element={<h1>Profile</h1>} />
        </Routes>
      </DashboardLayout>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setSiteConfig({ council: { ...DEMO_COUNCIL, name: 'Demo Nagar Parishad' }, screens });
  useSession.setState({ token: 'a token', role: 'admin', expiresAt: Date.now() + 300_000 });
});

describe('the dashboard layout', () => {
  it("shows the council's name, the logo and the page inside", () => {
    renderLayout();
    expect(screen.getByRole('banner')).toHaveTextContent('Demo Nagar Parishad');
    expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute('src', '/logo.png');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notice');
  });

  it('lists the screens the merged table places in its menu group, in order', () => {
    renderLayout();
    expect(navigationLinks('Admin sections')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Notice', '/editnotice'],
    ]);
  });

  it('lists only the screens the signed-in role may open', () => {
    setSiteConfig({
      council: DEMO_COUNCIL,
      screens: [
        ...screens,
        { ...consoleScreen('/grievance-desk', 'Grievance Desk', 15), access: ['admin', 'officer'] },
      ],
    });
    useSession.setState({ token: 'a token', role: 'officer', expiresAt: Date.now() + 300_000 });
    renderLayout();
    expect(navigationLinks('Admin sections')).toEqual([['Grievance Desk', '/grievance-desk']]);
  });

  it('marks the current link and follows a link', async () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Notice');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('opens the Admin menu, closes it with Escape; Logout ends the session', async () => {
    renderLayout();
    const button = screen.getByRole('button', { name: /Admin/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useSession.getState().token).toBeNull();
  });

  it('says Profile and Settings are not available yet, unless they lead to a page', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: /Admin/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(showInfo).toHaveBeenCalledWith({ text: 'Settings is not available yet.' });
  });

  it('leads Profile and Settings to the page given for them', async () => {
    renderLayout('/profile');
    await userEvent.click(screen.getByRole('button', { name: /Admin/ }));
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('leads Profile and Settings to a page each, when each has its own', async () => {
    renderLayout({ profile: '/profile', settings: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: /Admin/ }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('toggles the sidebar for small screens and folds it after a choice', async () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Show or hide the menu' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(nav).not.toHaveClass('council-sidebar-open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('council-sidebar-open');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(nav).not.toHaveClass('council-sidebar-open');
  });
});
