import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { DataTable } from './DataTable';
import type { TableColumn } from './types';

initI18n();

interface Ward {
  id: number;
  name: string;
  councillor: string;
}

const wards: Ward[] = [
  { id: 4, name: 'Ward 4', councillor: 'Asha' },
  { id: 7, name: 'Ward 7', councillor: 'Ravi' },
];

const columns: TableColumn<Ward>[] = [
  { key: 'serial', header: 'Sl. No.', cell: (_, index) => index + 1 },
  { key: 'name', header: 'Ward', cell: (ward) => ward.name },
  { key: 'councillor', header: 'Councillor', cell: (ward) => ward.councillor, shown: 'wide' },
];

describe('the table', () => {
  it('draws a header per column and a row per record, named by its caption', () => {
    render(<DataTable caption="Wards" columns={columns} rows={wards} />);
    const table = screen.getByRole('table', { name: 'Wards' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sl. No.', 'Ward', 'Councillor']);
    const second = within(table).getByRole('cell', { name: 'Ward 7' }).closest('tr');
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', 'Ward 7', 'Ravi']);
  });

  it('hides wide-only columns on narrow screens, where View More names its row and opens it', async () => {
    const onOpen = jest.fn();
    render(
      <DataTable
        columns={columns}
        rows={wards}
        viewMore={{
          header: 'Details',
          label: (w) => `View More about ${w.name}`,
          onOpen,
          narrowOnly: true,
        }}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Asha' })).toHaveClass('council-wide-only');
    const button = screen.getByRole('button', { name: 'View More about Ward 7' });
    expect(button).toHaveTextContent('View More');
    expect(button.closest('td')).toHaveClass('council-narrow-only');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledWith(wards[1]);
  });

  it('shows its empty state instead of an empty table, and an empty table without one', () => {
    const { rerender } = render(
      <DataTable columns={columns} rows={[]} empty={<p>No wards yet.</p>} />,
    );
    expect(screen.getByText('No wards yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={[]} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  describe('as cards on phones', () => {
    const cardColumns: TableColumn<Ward>[] = [
      { key: 'serial', header: 'Sl. No.', cell: (_, index) => index + 1, card: 'hidden' },
      {
        key: 'name',
        header: 'Ward',
        cell: (ward) => <a href={`/wards/${ward.id}`}>{ward.name}</a>,
        card: 'heading',
      },
      { key: 'councillor', header: 'Councillor', cell: (ward) => ward.councillor },
      {
        key: 'actions',
        header: 'Actions',
        cell: (ward) => <button type="button">Call {ward.councillor}</button>,
        card: 'foot',
      },
    ];
    const renderCards = () =>
      render(
        <DataTable
          caption="Wards"
          columns={cardColumns}
          rows={wards}
          narrow="cards"
          viewMore={{
            header: 'Details',
            label: (w) => `View More about ${w.name}`,
            onOpen: jest.fn(),
          }}
        />,
      );
    const cellOf = (name: string) => screen.getByRole('cell', { name }) as HTMLElement;

    it('stays a table for screen readers, its roles said outright (CSS stacks its cells)', () => {
      renderCards();
      const table = screen.getByRole('table', { name: 'Wards' });
      expect(table).toHaveAttribute('role', 'table');
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      within(table)
        .getAllByRole('row')
        .forEach((row) => expect(row).toHaveAttribute('role', 'row'));
      expect(within(table).getByRole('columnheader', { name: 'Councillor' })).toHaveAttribute(
        'role',
        'columnheader',
      );
      expect(cellOf('Ravi')).toHaveAttribute('role', 'cell');
      expect(table.closest('.council-table-cards')).not.toBeNull();
    });

    it("puts the heading column on top, each field after its header, the actions at the card's foot", () => {
      renderCards();
      const heading = screen.getByRole('link', { name: 'Ward 7' }).closest('td');
      expect(heading).toHaveClass('council-card-heading');
      expect(heading).not.toHaveAttribute('data-label');
      expect(cellOf('Ravi')).toHaveAttribute('data-label', 'Councillor');
      // The header shown on the card is drawn by CSS: the cell's own words stay the value alone.
      expect(cellOf('Ravi')).toHaveTextContent(/^Ravi$/);
      expect(screen.getByRole('button', { name: 'Call Ravi' }).closest('td')).toHaveClass(
        'council-card-foot',
      );
      expect(
        screen.getByRole('button', { name: 'View More about Ward 7' }).closest('td'),
      ).toHaveClass('council-card-foot');
      expect(cellOf('2')).toHaveClass('council-card-hidden');
    });

    it('is a plain table that scrolls in its box unless asked for cards', () => {
      render(<DataTable caption="Wards" columns={cardColumns} rows={wards} />);
      const table = screen.getByRole('table', { name: 'Wards' });
      expect(table).not.toHaveAttribute('role');
      expect(table.closest('.council-table-cards')).toBeNull();
      expect(cellOf('Ravi')).not.toHaveAttribute('data-label');
      expect(cellOf('Ravi')).not.toHaveAttribute('role');
      expect(cellOf('Ravi')).not.toHaveAttribute('class');
    });
  });

  describe('paged', () => {
    const renderPage = (page: number, rows: Ward[], total: number) =>
      render(
        <MemoryRouter initialEntries={[page === 1 ? '/wards' : `/wards?page=${page}`]}>
          <DataTable
            caption="Wards"
            columns={columns}
            rows={rows}
            empty={<p>No wards yet.</p>}
            paging={{ page, size: 2, total, list: 'wards' }}
          />
        </MemoryRouter>,
      );

    it("shows the page's rows, then the links to the other pages", () => {
      renderPage(1, wards, 5);
      const table = screen.getByRole('table', { name: 'Wards' });
      const nav = screen.getByRole('navigation', { name: 'Pages of wards' });
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      expect(table.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
        'href',
        '/wards?page=3',
      );
    });

    it('shows no links when the list fits one page', () => {
      renderPage(1, wards, 2);
      expect(screen.getByRole('table')).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    });

    it('shows its empty state for an empty list', () => {
      renderPage(1, [], 0);
      expect(screen.getByText('No wards yet.')).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    });

    it('keeps the links on an empty later page (the list shrank), not the empty state', () => {
      renderPage(2, [], 2);
      expect(screen.queryByText('No wards yet.')).not.toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Pages of wards' });
      expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/wards');
    });
  });
});
