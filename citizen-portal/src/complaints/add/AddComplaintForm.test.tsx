import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { fakeCitizenApi, LOOKUP_ANSWERS, type Route } from '../../testing/fakeCitizenApi';
import '../../testing/browserGaps';
import ComplaintsPage from '../ComplaintsPage';

initI18n();
// Filling in the whole form keystroke by keystroke takes seconds on a busy machine.
jest.setTimeout(20_000);

const FILED = { id: 50, ward: '12', grievanceName: 'Blocked drain', status: 'Open' };

function photo(name: string, type: string, bytes = 10): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Opens the page and its add form, with the lookups answered unless `routes` says otherwise. */
async function openForm(routes: Record<string, Route>) {
  const api = fakeCitizenApi({
    ...LOOKUP_ANSWERS,
    'GET /api/User/complaint': { status: 200, data: [] },
    ...routes,
  });
  render(
    <MemoryRouter>
      <ComplaintsPage />
    </MemoryRouter>,
  );
  await screen.findByText('No complaints found.');
  await userEvent.click(screen.getByRole('button', { name: 'Add Complaint' }));
  const form = screen.getByRole('form', { name: 'Add Complaint' });
  return { api, form };
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

const postsOf = (api: { sent: { method?: string }[] }) =>
  api.sent.filter(({ method }) => method === 'post');

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
    const { api, form } = await openForm({});
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
    const { api, form } = await openForm({
      'GET /api/User/complaint': () => ({ status: 200, data: filed ? [FILED] : [] }),
      'POST /api/User/add-complaint': () => {
        filed = true;
        return { status: 201, data: FILED };
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
    const sent = post && ((post as { data?: unknown }).data as FormData);
    expect(sent?.get('Complaint.Grivance')).toBe('3');
    expect(sent?.get('Complaint.District')).toBe('1');
    expect(sent?.get('Complaint.Ward')).toBe('7');
    expect(sent?.get('Complaint.Ulb')).toBe('2');
    expect(sent?.get('Complaint.Status')).toBe('Open');
    expect(sent?.get('Complaint.Your_Suggestion')).toBe('Clear the drain');
    expect((sent?.get('PubImage1') as File).name).toBe('a.jpg');
    expect((sent?.get('PubImage2') as File).name).toBe('b.png');
  });

  it("shows the server's text in an 'Error' dialog and keeps the form", async () => {
    const { form } = await openForm({
      'POST /api/User/add-complaint': {
        status: 400,
        data: { message: 'Choose a ward from the list.' },
      },
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
      'GET /api/User/grievance': { status: 500 },
      'GET /api/User/district': 'network',
      'GET /api/User/ulb': { status: 500 },
      'GET /api/User/ward': { status: 500 },
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
