import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from '@council/router';
import { RouteFocus } from './RouteFocus';

/** A screen whose heading comes later, as a remote's does after its code and data arrive. */
function SlowScreen() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Circulars</h1> : <p role="status">Loading...</p>;
}

function renderSite() {
  render(
    <MemoryRouter initialEntries={['/notice']}>
      <RouteFocus />
      <nav>
        <Link to="/circulars">Circulars</Link>
        <Link to="/notice?page=2">Page 2</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/notice" element={<h1>Notice</h1>} />
          <Route path="/circulars" element={<SlowScreen />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('focus on a move to another page (issue 25)', () => {
  it('leaves the first page as the browser starts it', () => {
    renderSite();
    expect(document.body).toHaveFocus();
  });

  it('says "Loading..." meanwhile, then moves focus to the new page\'s heading, once shown', async () => {
    renderSite();
    screen.getByRole('link', { name: 'Circulars' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const heading = await screen.findByRole('heading', { name: 'Circulars' });
    expect(heading).toHaveFocus();
    // Reached by focus, not by Tab.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('stays put for another page of the same list', async () => {
    renderSite();
    const link = screen.getByRole('link', { name: 'Page 2' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(link).toHaveFocus();
  });

  it('leaves focus where the person put it while the page was loading', async () => {
    renderSite();
    screen.getByRole('link', { name: 'Circulars' }).focus();
    await userEvent.keyboard('{Enter}');
    const elsewhere = screen.getByRole('link', { name: 'Page 2' });
    elsewhere.focus();
    await screen.findByRole('heading', { name: 'Circulars' });
    expect(elsewhere).toHaveFocus();
  });
});
