import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
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
});
