import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@council/i18n';
import { MemoryRouter, Route, Routes } from '@council/router';
import { useSession } from '@council/shared-auth';
import { setSiteConfig, DEMO_COUNCIL, type Screen } from '@council/site-config';
import { DashboardLayout, type DashboardLayoutProps } from './DashboardLayout';
import { navigationLinks } from '../testing/navigationLinks';

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
          <Route path="/home" element={<h1>Public home</h1>} />
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
    const button = screen.getByRole('button', { name: 'Admin' });
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

  it('leaves Profile and Settings out when they lead to no page', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Admin' }));
    const menu = within(screen.getByRole('banner')).getByRole('list');
    const entries = within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['Logout']);
  });

  it("calls a citizen's menu 'My account', with Profile and Settings leading to their page", async () => {
    useSession.setState({ token: 'a token', role: 'user', expiresAt: Date.now() + 300_000 });
    renderLayout('/profile');
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('leads back to the public home page, in the same tab', async () => {
    renderLayout();
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'View on site' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Public home' })).toBeInTheDocument();
  });

  it('leads Profile and Settings to the page given for them', async () => {
    renderLayout('/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Admin' }));
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('leads Profile and Settings to a page each, when each has its own', async () => {
    renderLayout({ profile: '/profile', settings: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Admin' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('toggles the sidebar for small screens and folds it after a choice', async () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Show or hide the menu' });
    // What the toggle shows and hides: the sections' navigation and what follows it.
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(sidebar).toContainElement(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(sidebar).not.toHaveClass('council-sidebar-open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveClass('council-sidebar-open');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(sidebar).not.toHaveClass('council-sidebar-open');
  });

  it("offers 'View on site' in the sidebar too, for phones, where the header has no room", () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Show or hide the menu' });
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const link = within(sidebar as HTMLElement).getByRole('link', { name: 'View on site' });
    expect(link).toHaveAttribute('href', '/home');
    // Not among the sections: the navigation lists the console's screens only.
    expect(
      within(screen.getByRole('navigation', { name: 'Admin sections' })).queryByRole('link', {
        name: 'View on site',
      }),
    ).not.toBeInTheDocument();
  });

  it('offers English and हिन्दी in the header, and at the end of the sidebar for phones', () => {
    renderLayout();
    const inHeader = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' });
    expect(
      within(inHeader)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'हिन्दी']);
    const toggle = screen.getByRole('button', { name: 'Show or hide the menu' });
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(within(sidebar as HTMLElement).getByRole('combobox', { name: 'Language' })).toHaveValue(
      'en',
    );
  });

  it("offers the reader's text size and contrast in the header, and in the sidebar for phones", async () => {
    renderLayout();
    const group = within(screen.getByRole('banner')).getByRole('group', {
      name: 'Text size and contrast',
    });
    await userEvent.click(within(group).getByRole('button', { name: 'High contrast' }));
    expect(document.documentElement).toHaveAttribute('data-contrast', 'high');
    const toggle = screen.getByRole('button', { name: 'Show or hide the menu' });
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const inSidebar = within(sidebar as HTMLElement).getByRole('button', { name: 'High contrast' });
    expect(inSidebar).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(inSidebar);
    expect(document.documentElement).not.toHaveAttribute('data-contrast');
  });

  it('switches the whole layout to Hindi in place, keeping the page as it is', async () => {
    renderLayout();
    const page = screen.getByRole('heading', { level: 1 });
    await userEvent.selectOptions(
      within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' }),
      'hi',
    );
    expect(await screen.findByRole('button', { name: 'मेनू दिखाएँ या छिपाएँ' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('heading', { level: 1 })).toBe(page);
    await act(() => setLanguage('en'));
  });

  it('names the council in Hindi on a Hindi page, else in English marked as English', async () => {
    setSiteConfig({ council: DEMO_COUNCIL, screens });
    renderLayout();
    await act(() => setLanguage('hi'));
    const title = within(screen.getByRole('banner')).getByText(DEMO_COUNCIL.nameHindi);
    expect(title).not.toHaveAttribute('lang');
    act(() => setSiteConfig({ council: { ...DEMO_COUNCIL, nameHindi: '' }, screens }));
    expect(within(screen.getByRole('banner')).getByText(DEMO_COUNCIL.name)).toHaveAttribute(
      'lang',
      'en',
    );
    await act(() => setLanguage('en'));
  });

  describe('for the keyboard and screen readers (issue 25)', () => {
    it('has its landmarks in their places: banner, navigation, main with the page, contentinfo', () => {
      renderLayout();
      const main = screen.getByRole('main');
      expect(main).toHaveAttribute('id', 'main'); // where the shell's skip link leads
      expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Notice');
      // Header and sidebar are beside the page, not inside it.
      expect(main).not.toContainElement(screen.getByRole('banner'));
      expect(main).not.toContainElement(screen.getByRole('navigation', { name: 'Admin sections' }));
      expect(screen.getByRole('contentinfo')).toHaveTextContent('Demo Nagar Parishad');
    });

    it('closes the Admin menu with Escape from inside it, focus back on its button', async () => {
      renderLayout();
      const button = screen.getByRole('button', { name: 'Admin' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveFocus();
    });

    it('closes the Admin menu when focus leaves it', async () => {
      renderLayout();
      const button = screen.getByRole('button', { name: 'Admin' });
      await userEvent.click(button);
      await userEvent.tab(); // Logout
      await userEvent.tab(); // on out of the menu
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it("folds the phone's sidebar with Escape, focus back on its toggle", async () => {
      renderLayout();
      const toggle = screen.getByRole('button', { name: 'Show or hide the menu' });
      const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      expect(sidebar).toHaveClass('council-sidebar-open');
      screen.getByRole('link', { name: 'Dashboard' }).focus();
      await userEvent.keyboard('{Escape}');
      expect(sidebar).not.toHaveClass('council-sidebar-open');
      expect(toggle).toHaveFocus();
    });
  });
});
