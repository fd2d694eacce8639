import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@council/router';
import { DashboardLayout } from './DashboardLayout';

function renderLayout(onLogout = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/editnotice']}>
      <DashboardLayout
        title="Demo Nagar Parishad"
        logo="/logo.png"
        navigationLabel="Admin sections"
        toggleLabel="Show or hide the menu"
        links={[
          { to: '/dashboard', label: 'Dashboard' },
          { to: '/editnotice', label: 'Notice' },
        ]}
        menu={{
          label: 'Admin',
          items: [
            { label: 'Profile', to: '/profile' },
            { label: 'Logout', onSelect: onLogout },
          ],
        }}
      >
        <Routes>
          <Route path="/editnotice" element={<h1>Notice</h1>} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          <Route path="/profile" element={<h1>Profile</h1>} />
        </Routes>
      </DashboardLayout>
    </MemoryRouter>,
  );
  return onLogout;
}

describe('the dashboard layout', () => {
  it('shows the council name, the logo and the page inside', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toHaveTextContent('Demo Nagar Parishad');
    expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute('src', '/logo.png');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notice');
  });

  it('marks the current link and follows a link', async () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Notice');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('opens the account menu, closes it with Escape, and runs its actions', async () => {
    const onLogout = renderLayout();
    const button = screen.getByRole('button', { name: /Admin/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
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
