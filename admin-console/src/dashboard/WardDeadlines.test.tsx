import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authorizationOf, failWith, fakeApi } from '@council/api-fake';
import { MemoryRouter } from '@council/router';
import { AddressBar, InQueryCache } from '@council/remote-harness/src/testing';
import { signInAdmin } from '../testing/adminTestSetup';
import { WardDeadlines } from './WardDeadlines';

const api = fakeApi();
beforeEach(signInAdmin);

function renderDeadlines() {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <WardDeadlines />
      <AddressBar />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
}

describe('the deadlines by ward', () => {
  it('shows per ward the complaints awaiting, overdue and due today; overdue leads to the desk', async () => {
    api.answer('GET /api/v2/desk/ward-deadlines', {
      today: '2026-03-10',
      wards: [
        { wardId: 3, ward: '3', awaiting: 4, overdue: 0, dueToday: 1 },
        { wardId: 12, ward: '12', awaiting: 9, overdue: 2, dueToday: 0 },
      ],
    });
    renderDeadlines();
    const table = await screen.findByRole('table', {
      name: 'Complaints awaiting an answer, overdue and due today, by ward',
    });
    expect(screen.getByRole('heading', { name: 'Deadlines by ward' })).toBeInTheDocument();
    expect(screen.getByText('Counted on 10/Mar/2026 (India time).')).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Ward', 'Awaiting an answer', 'Overdue', 'Due today'],
      ['3', '4', '0', '1'],
      ['12', '9', '2', '0'],
    ]);
    // Only a count above zero is a link.
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    const overdue = within(table).getByRole('link', { name: '2 overdue complaints in ward 12' });
    expect(overdue).toHaveAttribute('href', '/grievance-desk?ward=12&overdue=1');
    await userEvent.click(overdue);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/grievance-desk?ward=12&overdue=1',
    );
    expect(authorizationOf(api.sent[0])).toMatch(/^Bearer /);
  });

  it('says so when it cannot be read', async () => {
    api.answer('GET /api/v2/desk/ward-deadlines', failWith(500));
    renderDeadlines();
    expect(
      await screen.findByText('The deadlines by ward could not be loaded. Please reload the page.'),
    ).toBeInTheDocument();
  });
});
