import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userQueries } from '@council/api-client';
import { initI18n } from '@council/i18n';
import { QueryClientProvider, type QueryClient } from '@council/query';
import { MemoryRouter } from '@council/router';
import {
  aComplaint,
  aDistrict,
  aGrievance,
  anUlb,
  aWard,
  created,
  failWith,
  fakeApi,
  NETWORK_DOWN,
  pageOf,
  type FakeAnswers,
} from '@council/api-fake';
import { signInCitizen } from '../../testing/signInCitizen';
import '@council/ui/src/testing/browserGaps';
import ComplaintsPage from '../ComplaintsPage';
import { testQueryClient } from '@council/remote-harness/src/testing';

initI18n();
// Filling in the whole form keystroke by keystroke takes seconds on a busy machine.
jest.setTimeout(20_000);
const api = fakeApi();
beforeEach(signInCitizen);

const FILED = aComplaint({
  id: 50,
  number: 'SNP/2026/000050',
  ward: '12',
  grievanceName: 'Blocked drain',
  status: 'Open',
});

/** The demo lookups: grievance 3, district 1, ward 7 ('12') and ULB 2. */
const LOOKUP_ANSWERS: FakeAnswers = {
  'GET /api/User/grievance': [aGrievance({ id: 3, grievanceTitle: 'Blocked drain' })],
  'GET /api/User/district': [aDistrict({ id: 1, districtNameEnglish: 'Patna' })],
  'GET /api/User/ward': [aWard({ id: 7, wardNumber: '12' })],
  'GET /api/User/ulb': [anUlb({ id: 2, ulbName: 'Demo Nagar Parishad' })],
};

function photo(name: string, type: string, bytes = 10): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/**
 * Opens the page and its add form, with the lookups answered unless `routes` says otherwise; the
 * query cache is returned, to see what filing marks stale.
 */
async function openForm(routes: FakeAnswers) {
  api.answers({
    ...LOOKUP_ANSWERS,
    'GET /api/v2/user/complaints': pageOf([]),
    ...routes,
  });
  const cache = testQueryClient();
  render(
    <QueryClientProvider client={cache}>
      <MemoryRouter>
        <ComplaintsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('No complaints found.');
  await userEvent.click(screen.getByRole('button', { name: 'Add Complaint' }));
  const form = screen.getByRole('form', { name: 'Add Complaint' });
  return { form, cache };
}

/** Whether the cache holds a read's answer that is marked to be read again. */
const isStale = (cache: QueryClient, queryKey: readonly unknown[]) =>
  cache.getQueryState(queryKey)?.isInvalidated;

/** What each field of the form holds. */
function answersIn(form: HTMLElement) {
  const field = (name: string) =>
    (within(form).getByLabelText(name, { exact: false }) as HTMLInputElement).value;
  return {
    grievance: field('Grievance'),
    suggestion: field('Your Suggestion'),
    district: field('District'),
    ward: field('Ward'),
    ulb: field('ULB'),
    landmark: field('Landmark'),
    additionalInformation: field('Additional Info'),
  };
}

const FILLED_IN = {
  grievance: '3',
  suggestion: 'Clear the drain',
  district: '1',
  ward: '7',
  ulb: '2',
  landmark: 'Near the school',
  additionalInformation: 'Blocked for a week',
};

const FILING_LIMIT = 'You can file at most 5 complaints an hour. Please try again later.';

async function fillIn(form: HTMLElement) {
  const field = (name: string) => within(form).getByLabelText(name, { exact: false });
  await waitFor(() => expect(within(field('Grievance')).getAllByRole('option')).toHaveLength(2));
  await waitFor(() => expect(within(field('ULB')).getAllByRole('option')).toHaveLength(2));
  await userEvent.selectOptions(field('Grievance'), 'Blocked drain');
  await userEvent.type(field('Your Suggestion'), 'Clear the drain');
  await userEvent.selectOptions(field('District'), 'Patna');
  await userEvent.selectOptions(field('Ward'), '12');
  await userEvent.selectOptions(field('ULB'), 'Demo Nagar Parishad');
  await userEvent.type(field('Landmark'), 'Near the school');
  await userEvent.type(field('Additional Info'), 'Blocked for a week');
}

const postsOf = (fake: typeof api) => fake.sentTo('POST /api/User/add-complaint');

afterEach(() => {
  // sweetalert2 leaves its container in the body between tests.
  document.body.innerHTML = '';
});

describe('the add complaint form', () => {
  it('offers Grievance, District, Ward and ULB from the lookups and Public Image 1 and 2 only', async () => {
    const { form } = await openForm({});
    const grievance = within(form).getByLabelText('Grievance', { exact: false });
    await waitFor(() =>
      expect(
        within(grievance)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select...', 'Blocked drain']),
    );
    expect(within(form).getByLabelText('Public Image 1')).toHaveAttribute('type', 'file');
    expect(within(form).getByLabelText('Public Image 2')).toHaveAttribute('type', 'file');
    expect(within(form).queryByLabelText(/Action Image/)).not.toBeInTheDocument();
  });

  it('checks every required field before sending and says what is missing', async () => {
    const { form } = await openForm({});
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Select a grievance.',
      'Enter your suggestion.',
      'Select a district.',
      'Select a ward.',
      'Select a ULB.',
      'Enter a landmark.',
      'Enter additional information.',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    const grievance = within(form).getByLabelText('Grievance', { exact: false });
    expect(grievance).toHaveFocus();
    expect(grievance).toHaveAccessibleDescription('Select a grievance.');
    expect(postsOf(api)).toHaveLength(0);
  });

  it('refuses a photo that is not JPEG, PNG or WebP, or is larger than 5 MB', async () => {
    const { form } = await openForm({});
    const input = within(form).getByLabelText('Public Image 1');
    await userEvent.upload(input, photo('notes.pdf', 'application/pdf'), { applyAccept: false });
    expect(
      within(form).getByText('notes.pdf is not a JPEG, PNG or WebP image.'),
    ).toBeInTheDocument();
    await userEvent.upload(input, photo('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(within(form).getByText('big.jpg is larger than 5 MB.')).toBeInTheDocument();
    await userEvent.upload(input, photo('ok.webp', 'image/webp'));
    expect(within(form).queryByText(/larger than 5 MB/)).not.toBeInTheDocument();
  });

  it("files the complaint with its photos, says 'Complaint submitted successfully!', closes and reloads", async () => {
    let filed = false;
    const { form, cache } = await openForm({
      'GET /api/v2/user/complaints': () => pageOf(filed ? [FILED] : []),
      'POST /api/User/add-complaint': () => {
        filed = true;
        return created(FILED);
      },
    });
    await fillIn(form);
    await userEvent.upload(
      within(form).getByLabelText('Public Image 1'),
      photo('a.jpg', 'image/jpeg'),
    );
    await userEvent.upload(
      within(form).getByLabelText('Public Image 2'),
      photo('b.png', 'image/png'),
    );
    // The counts and another page of another filter, read earlier and not on screen now.
    const counts = userQueries.complaintCounts().queryKey;
    const otherPage = userQueries.complaints('Resolved', { page: 2, size: 20 }).queryKey;
    cache.setQueryData(counts, [{ status: 'Open', count: 1 }]);
    cache.setQueryData(otherPage, { items: [], page: 2, size: 20, total: 21 });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    const popup = await screen.findByRole('dialog', { name: 'Complaint submitted successfully!' });
    expect(popup).toHaveTextContent(
      'Your complaint number is SNP/2026/000050. Keep it to track your complaint.',
    );
    // Every list and count of the citizen is read again when next shown.
    expect(isStale(cache, counts)).toBe(true);
    expect(isStale(cache, otherPage)).toBe(true);
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'Add Complaint' })).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Blocked drain' })).toBeInTheDocument();
    const [post] = postsOf(api);
    const sent = post?.form?.texts;
    expect(sent?.['Complaint.Grivance']).toBe('3');
    expect(sent?.['Complaint.District']).toBe('1');
    expect(sent?.['Complaint.Ward']).toBe('7');
    expect(sent?.['Complaint.Ulb']).toBe('2');
    expect(sent?.['Complaint.Status']).toBe('Open');
    expect(sent?.['Complaint.Your_Suggestion']).toBe('Clear the drain');
    expect(post?.form?.files).toEqual([
      ['PubImage1', 'a.jpg'],
      ['PubImage2', 'b.png'],
    ]);
  });

  it("shows the server's text in an 'Error' dialog and keeps the form", async () => {
    const { form } = await openForm({
      'POST /api/User/add-complaint': failWith(400, { message: 'Choose a ward from the list.' }),
    });
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Choose a ward from the list.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Add Complaint' })).toBeInTheDocument();
  });

  it('shows the filing limit in plain words and keeps every answer and photo for later', async () => {
    let refused = true;
    const { form } = await openForm({
      'POST /api/User/add-complaint': () =>
        refused ? failWith(429, { message: FILING_LIMIT }) : created(FILED),
    });
    await fillIn(form);
    await userEvent.upload(
      within(form).getByLabelText('Public Image 1'),
      photo('a.jpg', 'image/jpeg'),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent(FILING_LIMIT);
    // The message, not the JSON it came in.
    expect(dialog).not.toHaveTextContent('{');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Add Complaint' })).toBe(form);
    expect(answersIn(form)).toEqual(FILLED_IN);

    // Later, the same form files as it is: nothing has to be typed or chosen again.
    refused = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Complaint submitted successfully!' });
    const [first, second] = postsOf(api);
    expect(second?.form?.texts).toEqual(first?.form?.texts);
    expect(second?.form?.texts['Complaint.Landmark']).toBe('Near the school');
    expect(second?.form?.files).toEqual([['PubImage1', 'a.jpg']]);
  });

  it('says which lookup failed to load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { form } = await openForm({
      'GET /api/User/grievance': failWith(500),
      'GET /api/User/district': NETWORK_DOWN,
      'GET /api/User/ulb': failWith(500),
      'GET /api/User/ward': failWith(500),
    });
    const alert = await within(form).findByRole('alert');
    await waitFor(() =>
      expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
        'Failed to load grievances.',
        'Failed to load districts.',
        'Failed to load ulbs.',
        'Failed to load wards.',
      ]),
    );
  });
});
