import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
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
  type FakeAnswers,
} from '@council/api-fake';
import { signInCitizen } from '../../testing/signInCitizen';
import '@council/ui/src/testing/browserGaps';
import ComplaintsPage from '../ComplaintsPage';
import { InQueryCache } from '@council/remote-harness/src/testing';

initI18n();
// Filling in the whole form keystroke by keystroke takes seconds on a busy machine.
jest.setTimeout(20_000);
const api = fakeApi();
beforeEach(signInCitizen);

const FILED = aComplaint({ id: 50, ward: '12', grievanceName: 'Blocked drain', status: 'Open' });

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

/** Opens the page and its add form, with the lookups answered unless `routes` says otherwise. */
async function openForm(routes: FakeAnswers) {
  api.answers({
    ...LOOKUP_ANSWERS,
    'GET /api/User/complaint': [],
    ...routes,
  });
  render(
    <MemoryRouter>
      <ComplaintsPage />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
  await screen.findByText('No complaints found.');
  await userEvent.click(screen.getByRole('button', { name: 'Add Complaint' }));
  const form = screen.getByRole('form', { name: 'Add Complaint' });
  return { form };
}

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
    const { form } = await openForm({
      'GET /api/User/complaint': () => (filed ? [FILED] : []),
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
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    const popup = await screen.findByRole('dialog', { name: 'Complaint submitted successfully!' });
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
