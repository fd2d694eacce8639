import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { aComplaint, fakeApi, NETWORK_DOWN, PENDING, type SentRequest } from '@council/api-fake';
import { signInCitizen } from '../testing/signInCitizen';
import ComplaintsPage from './ComplaintsPage';
import { InQueryCache } from '@council/remote-harness/src/testing';

initI18n();
const api = fakeApi();
beforeEach(signInCitizen);

/** The statusFilter a request asked for. */
const statusFilterOf = (request: SentRequest | undefined) =>
  request?.url.searchParams.get('statusFilter');

const JPEG = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';
const WIRE_COMPLAINTS = [
  aComplaint({
    id: 41,
    ward: '12',
    grivance: 'Blocked drain',
    grievanceName: 'Blocked drain',
    GrievanceName: 'Blocked drain',
    additional_Information: 'Water stands after rain',
    landmark: 'Near the school',
    your_Suggestion: 'Clear it',
    status: 'Open',
    entry_Date: '2026-03-05T04:30:15.000Z',
    action_By: 'Sanitary Inspector',
    action_Date: '2026-03-06T05:00:00.000Z',
    reminders: [{ message: 'Still blocked' }],
    pub_Image_1: JPEG,
    pub_Image_2: null,
    action_Image_1: null,
    action_Image_2: null,
  }),
  aComplaint({ id: 40, ward: '3', grievanceName: 'Street light', status: 'Rejected' }),
];

function renderPage() {
  render(
    <MemoryRouter>
      <ComplaintsPage />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
}

describe('Complaints Management', () => {
  it('lists the complaints with ID, Grievance, Status badge, Ward and View More', async () => {
    api.answer('GET /api/User/complaint', WIRE_COMPLAINTS);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Complaints Management');
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'ID',
      'Grievance',
      'Status',
      'Ward',
      'Actions',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['41', 'Blocked drain', 'Open', '12', 'View More']);
    expect(within(first as HTMLElement).getByText('Open')).toHaveClass('text-bg-warning');
    expect(within(second as HTMLElement).getByText('Rejected')).toHaveClass('text-bg-danger');
  });

  it('asks again with the chosen status filter, Pending included', async () => {
    api.answer('GET /api/User/complaint', []);
    renderPage();
    await screen.findByText('No complaints found.');
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Open', 'Pending', 'Resolved', 'Rejected']);
    expect(statusFilterOf(api.sent[0])).toBe('All');
    await userEvent.selectOptions(filter, 'Pending');
    await waitFor(() => expect(statusFilterOf(api.sent.at(-1))).toBe('Pending'));
    await screen.findByText('No complaints found.');
  });

  it('keeps the rows on screen while the list of another status loads', async () => {
    // The Pending list is still on its way when the test looks.
    api.answer('GET /api/User/complaint', (request) =>
      statusFilterOf(request) === 'Pending' ? PENDING : WIRE_COMPLAINTS,
    );
    const asked = () => api.sent.map(statusFilterOf);
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(asked()).toEqual(['All', 'Pending']));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBe(table);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it("opens 'Complaint Details' with every field, dates, reminders and labelled images", async () => {
    api.answer('GET /api/User/complaint', WIRE_COMPLAINTS);
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'View More about complaint 41' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Complaint Details' });
    for (const text of [
      'Complaint ID',
      'Grievance Type',
      'Water stands after rain',
      'Near the school',
      'Clear it',
      'Sanitary Inspector',
      '2026-03-05 10:00:15',
      '2026-03-06 10:30:00',
      'Still blocked',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('img', { name: 'Public Image 1' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Water stands after rain')).not.toBeInTheDocument();
  });

  it("says 'Failed to load complaints.' when the list cannot be loaded", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.answer('GET /api/User/complaint', NETWORK_DOWN);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load complaints.');
  });
});
