import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { ComplaintTable } from './ComplaintTable';
import { testComplaint } from './testing/testComplaint';

initI18n();

const complaints = [
  testComplaint({ id: 41, ward: '12', grievance: 'Blocked drain', status: 'Resolved' }),
  testComplaint({
    id: 42,
    number: 'SNP/2026/000042',
    ward: ' ',
    grievance: 'Street light',
    status: 'Open',
    overdue: true,
  }),
];

function texts(): string[][] {
  return [...screen.getByRole('table').querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('the complaint table', () => {
  it("is the public 'All Complaints' list: N/A where missing, a primary head", async () => {
    const onViewMore = jest.fn();
    render(
      <ComplaintTable
        kind="public"
        caption="All Complaints"
        complaints={complaints}
        onViewMore={onViewMore}
      />,
    );
    expect(texts()).toEqual([
      ['Complaint ID', 'Complaint number', 'Ward', 'Grievance Type', 'Status', 'Actions'],
      ['41', 'SNP/2026/000041', '12', 'Blocked drain', 'Resolved', 'View More'],
      ['42', 'SNP/2026/000042', 'N/A', 'Street light', 'OpenOverdue', 'View More'],
    ]);
    expect(screen.getByRole('table', { name: 'All Complaints' })).toBeInTheDocument();
    expect(screen.getByRole('table').querySelector('thead')).toHaveClass('table-primary');
    expect(screen.getByText('Open')).toHaveClass('council-status-open');
    expect(screen.getByText('Overdue')).toHaveClass('badge');
    // No page of its own to open: the number is plain text.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const viewMore = screen.getByRole('button', { name: 'View More about complaint 42' });
    expect(viewMore).toHaveClass('btn btn-sm btn-outline-primary text-nowrap');
    await userEvent.click(viewMore);
    expect(onViewMore).toHaveBeenCalledWith(complaints[1]);
  });

  it("is the citizen's own list: ID, Grievance, Status, Ward, as sent, small and striped", () => {
    render(
      <ComplaintTable
        kind="own"
        caption="Your complaints"
        complaints={complaints}
        onViewMore={jest.fn()}
      />,
    );
    expect(texts()).toEqual([
      ['ID', 'Number', 'Grievance', 'Status', 'Ward', 'Actions'],
      ['41', 'SNP/2026/000041', 'Blocked drain', 'Resolved', '12', 'View More'],
      ['42', 'SNP/2026/000042', 'Street light', 'OpenOverdue', ' ', 'View More'],
    ]);
    expect(screen.getByRole('table')).toHaveClass('table-sm table-striped');
    expect(
      screen.getByRole('button', { name: 'View More about complaint 41' }),
    ).toBeInTheDocument();
  });

  it("links each number to the complaint's own page where there is one", () => {
    render(
      <MemoryRouter>
        <ComplaintTable
          kind="own"
          caption="Your complaints"
          complaints={complaints}
          onViewMore={jest.fn()}
          pageOf={(complaint) => `/inquiry?complaint=${complaint.id}`}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'SNP/2026/000042' })).toHaveAttribute(
      'href',
      '/inquiry?complaint=42',
    );
  });

  it('is one card a complaint on phones where public, headed by its number, status and View More in sight', () => {
    render(
      <ComplaintTable
        kind="public"
        caption="All Complaints"
        complaints={complaints}
        onViewMore={jest.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'All Complaints' });
    expect(table.closest('.council-table-cards')).not.toBeNull();
    const [, second] = within(table).getAllByRole('row').slice(1);
    const card = within(second as HTMLElement);
    expect(card.getByRole('cell', { name: 'SNP/2026/000042' })).toHaveClass('council-card-heading');
    // Each other field after its header's words; the id gives way to the number, which holds it.
    expect(card.getByRole('cell', { name: /^Open\s*Overdue$/ })).toHaveAttribute(
      'data-label',
      'Status',
    );
    expect(card.getByRole('cell', { name: 'N/A' })).toHaveAttribute('data-label', 'Ward');
    expect(card.getByRole('cell', { name: '42' })).toHaveClass('council-wide-only');
    expect(
      card.getByRole('button', { name: 'View More about complaint 42' }).closest('td'),
    ).toHaveClass('council-card-foot');
  });

  it("shows the citizen's own list as cards on phones too, headed by the number", () => {
    render(
      <ComplaintTable
        kind="own"
        caption="Your complaints"
        complaints={complaints}
        onViewMore={jest.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Your complaints' });
    expect(table.closest('.council-table-cards')).not.toBeNull();
    expect(within(table).getByRole('cell', { name: 'SNP/2026/000042' })).toHaveClass(
      'council-card-heading',
    );
  });

  it('is paged when given a page: the links to the other pages come under it', () => {
    render(
      <MemoryRouter initialEntries={['/viewgrievance?status=Open&page=2']}>
        <ComplaintTable
          kind="public"
          caption="All Complaints"
          complaints={complaints}
          onViewMore={jest.fn()}
          paging={{ page: 2, size: 2, total: 5, list: 'complaints' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const nav = screen.getByRole('navigation', { name: 'Pages of complaints' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/viewgrievance?status=Open&page=3',
    );
  });
});
