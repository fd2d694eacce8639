import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aDeskQueueItem,
  aDeskQueuePage,
  anOfficer,
  failWith,
  fakeApi,
  type FakeAnswer,
} from '@council/api-fake';
import type { DeskQueuePage as QueuePageWire } from '@council/contract';
import { MemoryRouter } from '@council/router';
import { AddressBar, InQueryCache } from '@council/remote-harness/src/testing';
import { signInAdmin, signInStaff } from '../testing/adminTestSetup';
import DeskQueuePage from './DeskQueuePage';

const api = fakeApi();
let queueAnswer: (query: URLSearchParams) => FakeAnswer<QueuePageWire>;

const drain = aDeskQueueItem({
  id: 123,
  number: 'SNP/2026/000123',
  category: 'Blocked drain',
  ward: '12',
  entryDate: '2026-03-05T04:30:00.000Z',
  dueDate: '2026-03-09',
  overdue: true,
  status: 'Open',
});
const light = aDeskQueueItem({
  id: 124,
  number: 'SNP/2026/000124',
  category: 'Street light',
  ward: '3',
  wardId: 3,
  dueDate: '2026-03-20',
  overdue: false,
  status: 'Pending',
  officer: { id: 7, name: 'Ravi Kumar', designation: 'Junior Engineer' },
});
const counts = [
  { status: 'Open', count: 12 },
  { status: 'Pending', count: 30 },
  { status: 'Resolved', count: 4 },
];

beforeEach(() => {
  signInAdmin();
  queueAnswer = () => aDeskQueuePage([drain, light], { counts, overdue: 7, total: 2 });
  api.answers({
    'GET /api/v2/desk/complaints': (request) => queueAnswer(request.url.searchParams),
    'GET /api/v2/public/grievance-categories': [
      { id: 3, title: 'Blocked drain', daysToResolve: 3 },
      { id: 5, title: 'Street light', daysToResolve: 3 },
    ],
    'GET /api/v2/desk/ward-deadlines': {
      today: '2026-03-10',
      wards: [
        { wardId: 3, ward: '3', awaiting: 1, overdue: 0, dueToday: 0 },
        { wardId: 12, ward: '12', awaiting: 1, overdue: 1, dueToday: 0 },
      ],
    },
    'GET /api/v2/desk/officers': [
      anOfficer({ id: 7, name: 'Ravi Kumar', designation: 'Junior Engineer' }),
      anOfficer({ id: 9, name: 'Meena Singh', designation: 'Sanitary Inspector', wards: [] }),
    ],
  });
});

function renderQueue(address = '/grievance-desk') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <DeskQueuePage />
      <AddressBar />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
  return screen.findByRole('table', { name: 'Complaints' });
}

const queueRequests = () => api.sentTo('GET /api/v2/desk/complaints');
const lastQuery = () => queueRequests().at(-1)?.url.searchParams;
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const filters = () => within(screen.getByRole('search', { name: 'Filter complaints' }));

describe('the grievance desk queue', () => {
  it('lists the complaints with their deadlines, status and officer, and the counts', async () => {
    const table = await renderQueue();
    expect(screen.getByRole('heading', { level: 1, name: 'Grievance Desk' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number', 'Category', 'Ward', 'Filed', 'Due date', 'Status', 'Officer']);
    const [, first, second] = within(table).getAllByRole('row');
    const drainRow = within(first as HTMLElement);
    expect(drainRow.getByRole('link', { name: 'SNP/2026/000123' })).toHaveAttribute(
      'href',
      '/grievance-desk/complaint?id=123',
    );
    expect(drainRow.getByRole('cell', { name: '05/Mar/2026' })).toBeInTheDocument();
    // Overdue in words, not by colour alone.
    expect(drainRow.getByRole('cell', { name: '09/Mar/2026 Overdue' })).toBeInTheDocument();
    expect(drainRow.getByText('Open')).toHaveClass('badge');
    expect(drainRow.getByRole('cell', { name: 'Not assigned' })).toBeInTheDocument();
    const lightRow = within(second as HTMLElement);
    expect(lightRow.getByRole('cell', { name: '20/Mar/2026' })).toBeInTheDocument();
    expect(lightRow.getByRole('cell', { name: 'Ravi Kumar' })).toBeInTheDocument();

    expect(screen.getByText('2 complaints found.')).toHaveAttribute('role', 'status');
    const perStatus = screen.getByRole('list', {
      name: 'Complaints per status under the other filters',
    });
    expect(
      within(perStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Open 12', 'Pending 30', 'Resolved 4', 'Rejected 0', 'Closed 0', 'Overdue 7']);
    // The unfiltered first page is the screen's declared first call.
    expect(queueRequests()).toHaveLength(1);
    expect(queueRequests()[0]?.url.search).toBe('?page=1');
  });

  it('offers the statuses with their counts, the wards, categories and officers', async () => {
    await renderQueue();
    const options = (name: string) =>
      within(filters().getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Status')).toEqual([
      'All',
      'Open (12)',
      'Pending (30)',
      'Resolved (4)',
      'Rejected (0)',
      'Closed (0)',
    ]);
    expect(options('Ward')).toEqual(['All wards', 'Ward 3', 'Ward 12']);
    expect(options('Category')).toEqual(['All categories', 'Blocked drain', 'Street light']);
    // An admin is no officer: no "Assigned to me".
    expect(options('Officer')).toEqual([
      'All officers',
      'Not assigned',
      'Ravi Kumar, Junior Engineer',
      'Meena Singh, Sanitary Inspector',
    ]);
    expect(options('Sort by')).toEqual([
      'Due date, earliest first',
      'Newest first',
      'Oldest first',
    ]);
    expect(filters().getByRole('checkbox', { name: 'Overdue only (7)' })).not.toBeChecked();
  });

  it('puts each filter into the address and the call, from the first page', async () => {
    await renderQueue('/grievance-desk?page=2');
    expect(lastQuery()?.get('page')).toBe('2');
    await userEvent.selectOptions(filters().getByRole('combobox', { name: 'Status' }), 'Pending');
    expect(address()).toBe('/grievance-desk?status=Pending');
    expect(filters().getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await userEvent.selectOptions(filters().getByRole('combobox', { name: 'Ward' }), 'Ward 12');
    await userEvent.selectOptions(
      filters().getByRole('combobox', { name: 'Category' }),
      'Street light',
    );
    await userEvent.selectOptions(
      filters().getByRole('combobox', { name: 'Officer' }),
      'Not assigned',
    );
    await userEvent.click(filters().getByRole('checkbox', { name: /^Overdue only/ }));
    await userEvent.selectOptions(
      filters().getByRole('combobox', { name: 'Sort by' }),
      'Newest first',
    );
    expect(address()).toBe(
      '/grievance-desk?status=Pending&ward=12&category=5&officer=0&overdue=1&sort=newest',
    );
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery() ?? [])).toEqual({
        page: '1',
        status: 'Pending',
        ward: '12',
        category: '5',
        officer: '0',
        overdue: 'true',
        sort: 'newest',
      }),
    );

    await userEvent.click(filters().getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('/grievance-desk?sort=newest');
    expect(filters().getByRole('combobox', { name: 'Status' })).toHaveFocus();
    expect(filters().queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('reads the filters from the address, so a link and Back show the same list', async () => {
    await renderQueue(
      '/grievance-desk?status=Open&ward=12&category=3&officer=7&overdue=1&sort=oldest&page=2',
    );
    expect(Object.fromEntries(lastQuery() ?? [])).toEqual({
      page: '2',
      status: 'Open',
      ward: '12',
      category: '3',
      officer: '7',
      overdue: 'true',
      sort: 'oldest',
    });
    expect(filters().getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Open (12)');
    await waitFor(() =>
      expect(filters().getByRole('combobox', { name: 'Officer' })).toHaveDisplayValue(
        'Ravi Kumar, Junior Engineer',
      ),
    );
    expect(filters().getByRole('checkbox', { name: /^Overdue only/ })).toBeChecked();
    await userEvent.selectOptions(filters().getByRole('combobox', { name: 'Status' }), '');
    expect(address()).toBe('/grievance-desk?ward=12&category=3&officer=7&overdue=1&sort=oldest');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(filters().getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Open (12)');
    expect(lastQuery()?.get('status')).toBe('Open');
  });

  it('ignores what an address cannot mean', async () => {
    await renderQueue('/grievance-desk?status=Lost&ward=-1&officer=x&sort=random&overdue=yes');
    expect(queueRequests()[0]?.url.search).toBe('?page=1');
  });

  it('lets an officer see the complaints assigned to them', async () => {
    signInStaff('officer', 7);
    await renderQueue();
    await userEvent.selectOptions(
      filters().getByRole('combobox', { name: 'Officer' }),
      'Assigned to me',
    );
    expect(address()).toBe('/grievance-desk?officer=me');
    await waitFor(() => expect(lastQuery()?.get('officer')).toBe('7'));
  });

  it('says when no complaint matches, and when the queue cannot be read', async () => {
    queueAnswer = (query) =>
      query.get('status') === 'Closed'
        ? aDeskQueuePage([])
        : failWith(403, { message: 'Only staff may do this.' });
    render(
      <MemoryRouter initialEntries={['/grievance-desk?status=Closed']}>
        <DeskQueuePage />
      </MemoryRouter>,
      { wrapper: InQueryCache },
    );
    expect(await screen.findByText('No complaint matches these filters.')).toBeInTheDocument();
    await userEvent.selectOptions(filters().getByRole('combobox', { name: 'Status' }), 'Open');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff may do this.');
  });
});
