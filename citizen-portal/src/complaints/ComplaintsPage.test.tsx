import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { MemoryRouter, useLocation, useNavigate } from '@council/router';
import {
  aCitizenComplaint,
  aComplaint,
  aStoredImage,
  FAKE_API_BASE,
  fakeApi,
  NETWORK_DOWN,
  pageOf,
  PENDING,
  type SentRequest,
} from '@council/api-fake';
import { signInCitizen } from '../testing/signInCitizen';
import ComplaintsPage from './ComplaintsPage';
import { InQueryCache } from '@council/remote-harness/src/testing';

initI18n();
const api = fakeApi();
beforeEach(signInCitizen);

/** The status a request asked for; null when it asked for all of them. */
const statusOf = (request: SentRequest | undefined) => request?.url.searchParams.get('status');
/** What a list request asked for, as a plain object. */
const queryOf = (request: SentRequest | undefined) =>
  Object.fromEntries(request?.url.searchParams ?? []);
const complaintRequests = () => api.sentTo('GET /api/v2/user/complaints');

const COMPLAINTS = [
  aComplaint({
    id: 41,
    number: 'SNP/2026/000041',
    ward: '12',
    grivance: 'Blocked drain',
    additional_Information: 'Water stands after rain',
    landmark: 'Near the school',
    your_Suggestion: 'Clear it',
    status: 'Open',
    entry_Date: '2026-03-05T04:30:15.000Z',
    action_By: 'Sanitary Inspector',
    action_Date: '2026-03-06T05:00:00.000Z',
    reminders: [{ message: 'Still blocked' }],
    pub_Image_1: aStoredImage(),
  }),
  aComplaint({
    id: 40,
    number: 'SNP/2026/000040',
    ward: '3',
    grivance: 'Street light',
    status: 'Pending',
    dueDate: '2026-03-01',
    overdue: true,
  }),
];

/** The address the page is at, and the browser's Back, beside the page. */
function Browser() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="address">{`${pathname}${search}`}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser Back
      </button>
    </>
  );
}

function renderPage(at = '/inquiry') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <ComplaintsPage />
      <Browser />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
}

const address = () => screen.getByTestId('address').textContent;

/**
 * A list of 45 complaints of each status: each page holds one complaint whose id tells the page
 * (status Open, page 2: id 102), enough to tell which page is on screen.
 */
function answerPagesOf45() {
  api.answer('GET /api/v2/user/complaints', (request) => {
    const page = Number(request.url.searchParams.get('page') ?? 1);
    const status = statusOf(request) ?? 'Open';
    const complaint = aComplaint({ id: 100 + page, grivance: `${status} ${page}`, status });
    return pageOf([complaint], { page, size: 20, total: 45 });
  });
}

describe('My complaints', () => {
  it('lists the complaints with ID, number, Grievance, Status badge, Ward and View More', async () => {
    api.answer('GET /api/v2/user/complaints', pageOf(COMPLAINTS));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My complaints');
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'ID',
      'Number',
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
    ).toEqual(['41', 'SNP/2026/000041', 'Blocked drain', 'Open', '12', 'View More']);
    expect(within(first as HTMLElement).getByText('Open')).toHaveClass('council-status-open');
    expect(within(first as HTMLElement).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Pending')).toHaveClass(
      'council-status-pending',
    );
    expect(within(second as HTMLElement).getByText('Overdue')).toHaveClass('badge');
    // The number opens the complaint's own page.
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'SNP/2026/000041' }),
    ).toHaveAttribute('href', '/inquiry?complaint=41');
    // One page holds them all: no links to other pages.
    expect(screen.queryByRole('navigation', { name: /^Pages of/ })).not.toBeInTheDocument();
    expect(queryOf(complaintRequests()[0])).toEqual({ page: '1', size: '20' });
  });

  it('asks again with the chosen status filter, Pending included', async () => {
    api.answer('GET /api/v2/user/complaints', pageOf([]));
    renderPage();
    await screen.findByText('No complaints found.');
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Open', 'Pending', 'Resolved', 'Rejected', 'Closed']);
    expect(statusOf(complaintRequests()[0])).toBeNull();
    await userEvent.selectOptions(filter, 'Pending');
    await waitFor(() => expect(statusOf(complaintRequests().at(-1))).toBe('Pending'));
    await screen.findByText('No complaints found.');
  });

  it('keeps the rows on screen while the list of another status loads', async () => {
    // The Pending list is still on its way when the test looks.
    api.answer('GET /api/v2/user/complaints', (request) =>
      statusOf(request) === 'Pending' ? PENDING : pageOf(COMPLAINTS),
    );
    const asked = () => complaintRequests().map(statusOf);
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(asked()).toEqual([null, 'Pending']));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBe(table);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('opens the page and filter the address names, with the pages of the list under it', async () => {
    answerPagesOf45();
    renderPage('/inquiry?status=Open&page=2');
    expect(await screen.findByRole('cell', { name: 'Open 2' })).toBeInTheDocument();
    expect(queryOf(complaintRequests()[0])).toEqual({ status: 'Open', page: '2', size: '20' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
    const pages = screen.getByRole('navigation', { name: 'Pages of your complaints' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(pages).toHaveTextContent('Showing 21–40 of 45');
  });

  it('keeps the filter and the page in the address: a new filter starts at page 1, Back returns', async () => {
    answerPagesOf45();
    renderPage('/inquiry?status=Open&page=2');
    await screen.findByRole('cell', { name: 'Open 2' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolved');
    expect(await screen.findByRole('cell', { name: 'Resolved 1' })).toBeInTheDocument();
    expect(address()).toBe('/inquiry?status=Resolved');
    expect(queryOf(complaintRequests().at(-1))).toEqual({
      status: 'Resolved',
      page: '1',
      size: '20',
    });

    const pages = screen.getByRole('navigation', { name: 'Pages of your complaints' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('cell', { name: 'Resolved 3' })).toBeInTheDocument();
    expect(address()).toBe('/inquiry?status=Resolved&page=3');

    await userEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(await screen.findByRole('cell', { name: 'Resolved 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(await screen.findByRole('cell', { name: 'Open 2' })).toBeInTheDocument();
    expect(address()).toBe('/inquiry?status=Open&page=2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(address()).toBe('/inquiry'));
  });

  it('reads a page or filter in the address it cannot use as the first page of all', async () => {
    api.answer('GET /api/v2/user/complaints', pageOf(COMPLAINTS));
    renderPage('/inquiry?status=Escalated&page=abc');
    await screen.findByRole('table');
    expect(queryOf(complaintRequests()[0])).toEqual({ page: '1', size: '20' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('All');
  });

  it('offers the way back from a page past the end of the list', async () => {
    api.answer('GET /api/v2/user/complaints', pageOf([], { page: 9, total: 3 }));
    renderPage('/inquiry?page=9');
    expect(await screen.findByText('No complaints found.')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of your complaints' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/inquiry');
  });

  it("opens 'Complaint Details' with every field, dates, reminders and labelled images", async () => {
    api.answer('GET /api/v2/user/complaints', pageOf(COMPLAINTS));
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
    // The photo comes by its URL on the API, in the size it is shown.
    const photo = within(dialog).getByRole('img', { name: 'Public Image 1' });
    expect(photo.getAttribute('src')).toMatch(new RegExp(`^${FAKE_API_BASE}/api/files/`));
    expect(photo).toHaveAttribute('srcset');
    expect(within(dialog).queryByRole('img', { name: 'Public Image 2' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Water stands after rain')).not.toBeInTheDocument();
  });

  it("leads from 'Complaint Details' to the complaint's own page and back", async () => {
    api.answers({
      'GET /api/v2/user/complaints': pageOf(COMPLAINTS),
      'GET /api/v2/user/complaints/:id': aCitizenComplaint({ id: 41, number: 'SNP/2026/000041' }),
    });
    renderPage('/inquiry?status=Open');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View More about complaint 41' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Complaint Details' });
    await userEvent.click(within(dialog).getByRole('link', { name: "Open the complaint's page" }));
    expect(address()).toBe('/inquiry?complaint=41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complaint SNP/2026/000041' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sentTo('GET /api/v2/user/complaints/:id')[0]?.path).toBe(
      '/api/v2/user/complaints/41',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to all complaints' }));
    expect(address()).toBe('/inquiry');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('opens the form to file a complaint when the address asks for it', async () => {
    api.answer('GET /api/v2/user/complaints', pageOf([]));
    renderPage('/inquiry?add=1');
    expect(await screen.findByRole('form', { name: 'Add Complaint' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Complaint' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("says 'Failed to load complaints.' when the list cannot be loaded", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.answer('GET /api/v2/user/complaints', NETWORK_DOWN);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load complaints.');
  });
});
