import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { fakeCitizenApi, statusFilterOf } from '../testing/fakeCitizenApi';
import ComplaintsPage from './ComplaintsPage';

initI18n();

const JPEG = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';
const WIRE_COMPLAINTS = [
  {
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
  },
  { id: 40, ward: '3', grievanceName: 'Street light', status: 'Rejected' },
];

function renderPage() {
  render(
    <MemoryRouter>
      <ComplaintsPage />
    </MemoryRouter>,
  );
}

describe('Complaints Management', () => {
  it('lists the complaints with ID, Grievance, Status badge, Ward and View More', async () => {
    fakeCitizenApi({ 'GET /api/User/complaint': { status: 200, data: WIRE_COMPLAINTS } });
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
    const api = fakeCitizenApi({ 'GET /api/User/complaint': { status: 200, data: [] } });
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

  it("opens 'Complaint Details' with every field, dates, reminders and labelled images", async () => {
    fakeCitizenApi({ 'GET /api/User/complaint': { status: 200, data: WIRE_COMPLAINTS } });
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
    fakeCitizenApi({ 'GET /api/User/complaint': 'network' });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load complaints.');
  });
});
