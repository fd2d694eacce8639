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
  PENDING,
  type FakeAnswers,
} from '@council/api-fake';
import { councilFrom, DEMO_COUNCIL, setSiteConfig } from '@council/site-config';
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

/** The demo lookups: grievance 3, district 1, ward 7 ('12'), ULB 2, and grievance 3's days. */
const LOOKUP_ANSWERS: FakeAnswers = {
  'GET /api/User/grievance': [aGrievance({ id: 3, grievanceTitle: 'Blocked drain' })],
  'GET /api/User/district': [aDistrict({ id: 1, districtNameEnglish: 'Patna' })],
  'GET /api/User/ward': [aWard({ id: 7, wardNumber: '12' })],
  'GET /api/User/ulb': [anUlb({ id: 2, ulbName: 'Demo Nagar Parishad' })],
  'GET /api/v2/public/grievance-categories': [{ id: 3, title: 'Blocked drain', daysToResolve: 7 }],
};

/** A council configured without its district and ULB: one backend serving several councils. */
function configureCouncilWithoutPlace() {
  setSiteConfig({ council: councilFrom({ name: 'Rampur Nagar Parishad' }) });
}

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

const fieldIn = (form: HTMLElement, name: string) =>
  within(form).getByLabelText(name, { exact: false }) as HTMLInputElement;

/** The form's error summary (a refused photo's own message is an alert too). */
function summaryIn(form: HTMLElement): HTMLElement {
  const summary = within(form)
    .getAllByRole('alert')
    .find((alert) => /^There (is a problem|are \d+ problems)/.test(alert.textContent ?? ''));
  if (!summary) throw new Error('no error summary');
  return summary;
}

/** The error summary's lines: each message and where its link leads. */
const linksIn = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** The labels of the form's fields, in the order they come. */
const labelsIn = (form: HTMLElement) =>
  [...form.querySelectorAll('input, select, textarea')].map((control) =>
    (control as HTMLInputElement).labels?.[0]?.textContent?.replace(' *', ''),
  );

/** What each field of the form holds. */
function answersIn(form: HTMLElement) {
  const field = (name: string) => fieldIn(form, name).value;
  return {
    grievance: field('Grievance type'),
    additionalInformation: field('What is wrong?'),
    ward: field('Ward'),
    landmark: field('Landmark'),
    suggestion: field('Your suggestion'),
  };
}

const FILLED_IN = {
  grievance: '3',
  additionalInformation: 'Blocked for a week',
  ward: '7',
  landmark: 'Near the school',
  suggestion: '',
};

const FILING_LIMIT = 'You can file at most 5 complaints an hour. Please try again later.';

/** Answers every required field; the suggestion is left out. */
async function fillIn(form: HTMLElement) {
  const field = (name: string) => fieldIn(form, name);
  await waitFor(() =>
    expect(within(field('Grievance type')).getAllByRole('option')).toHaveLength(2),
  );
  await waitFor(() => expect(within(field('Ward')).getAllByRole('option')).toHaveLength(2));
  await userEvent.selectOptions(field('Grievance type'), 'Blocked drain');
  await userEvent.type(field('What is wrong?'), 'Blocked for a week');
  await userEvent.selectOptions(field('Ward'), 'Ward 12');
  await userEvent.type(field('Landmark'), 'Near the school');
}

const postsOf = (fake: typeof api) => fake.sentTo('POST /api/User/add-complaint');

afterEach(() => {
  // sweetalert2 leaves its container in the body between tests.
  document.body.innerHTML = '';
});

describe('the add complaint form', () => {
  it('asks what it is about, what is wrong, where, photos and a suggestion, in that order', async () => {
    const { form } = await openForm({});
    expect(labelsIn(form)).toEqual([
      'Grievance type',
      'What is wrong?',
      'Ward',
      'Landmark',
      'Photo 1',
      'Photo 2',
      'Your suggestion (optional)',
    ]);
    expect(within(form).getByRole('group', { name: 'Where is it?' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Photos (optional)' })).toBeInTheDocument();
    expect(fieldIn(form, 'Photo 1')).toHaveAttribute('type', 'file');
    expect(within(form).queryByLabelText(/Action Image/)).not.toBeInTheDocument();
    // The ward as people say it, not a bare number.
    const ward = fieldIn(form, 'Ward');
    await waitFor(() =>
      expect(
        within(ward)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select...', 'Ward 12']),
    );
  });

  it("does not ask for the district and ULB the site's configuration names, and says them", async () => {
    const { form } = await openForm({});
    expect(within(form).queryByLabelText('District', { exact: false })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/ULB/)).not.toBeInTheDocument();
    expect(form).toHaveTextContent(
      `Your complaint goes to ${DEMO_COUNCIL.ulb?.name}, ${DEMO_COUNCIL.district?.name} district.`,
    );
    await waitFor(() => expect(api.sentTo('GET /api/User/ward')).toHaveLength(1));
    expect(api.sentTo('GET /api/User/district')).toHaveLength(0);
    expect(api.sentTo('GET /api/User/ulb')).toHaveLength(0);
  });

  it('says plainly, before sending, what will be public and what never is', async () => {
    const { form } = await openForm({});
    const note = within(form).getByRole('region', { name: 'What will be public' });
    expect(note).toHaveTextContent("grievance type, ward and progress on the site's list");
    expect(note).toHaveTextContent(
      'Once the council accepts it, what is wrong, the landmark, your suggestion and your photos',
    );
    expect(note).toHaveTextContent('Your name, email address and mobile number are never shown.');
    // Before the buttons: read before Submit.
    const submit = within(form).getByRole('button', { name: 'Submit' });
    expect(note.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('checks every required field before sending and says all that is missing at once', async () => {
    const { form } = await openForm({});
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    // A summary read out at once, each line a link to its field, in the form's order.
    const summary = summaryIn(form);
    expect(summary).toHaveTextContent('There are 4 problems: fix them and try again.');
    expect(linksIn(summary)).toEqual([
      ['Select a grievance type.', '#add-complaint-grievance'],
      ['Describe what is wrong.', '#add-complaint-additionalInformation'],
      ['Select a ward.', '#add-complaint-ward'],
      ['Enter a landmark.', '#add-complaint-landmark'],
    ]);
    // Each message beside its field, focus on the first to fix.
    const grievance = fieldIn(form, 'Grievance type');
    expect(grievance).toHaveFocus();
    expect(grievance).toHaveAccessibleDescription('Select a grievance type.');
    expect(fieldIn(form, 'What is wrong?')).toHaveAccessibleDescription(
      /Describe the problem.* Describe what is wrong\.$/,
    );
    expect(fieldIn(form, 'Ward')).toBeInvalid();
    expect(fieldIn(form, 'Landmark')).toBeInvalid();
    // The suggestion may be left out.
    expect(fieldIn(form, 'Your suggestion')).not.toBeRequired();
    expect(fieldIn(form, 'Your suggestion')).not.toBeInvalid();
    expect(postsOf(api)).toHaveLength(0);

    // A message goes once its field is answered; a summary link takes the reader to its field.
    await userEvent.type(fieldIn(form, 'Landmark'), 'Near the school');
    expect(fieldIn(form, 'Landmark')).not.toBeInvalid();
    await userEvent.click(within(summary).getByRole('link', { name: 'Select a ward.' }));
    expect(fieldIn(form, 'Ward')).toHaveFocus();
  });

  it('refuses a photo that is not JPEG, PNG or WebP, or is larger than 5 MB, as it is picked', async () => {
    const { form } = await openForm({});
    const input = fieldIn(form, 'Photo 1');
    expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, at most 5 MB.');
    await userEvent.upload(input, photo('notes.pdf', 'application/pdf'), { applyAccept: false });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'notes.pdf is not a JPEG, PNG or WebP photo. Choose a JPEG, PNG or WebP photo of at most 5 MB.',
    );
    expect(input).toBeInvalid();
    await userEvent.upload(input, photo('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'big.jpg is 5.1 MB, larger than 5 MB. Choose a JPEG, PNG or WebP photo of at most 5 MB.',
    );
    await userEvent.upload(input, photo('ok.webp', 'image/webp'));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toBeInvalid();
  });

  it('does not send a refused photo, nor the complaint without it', async () => {
    const { form } = await openForm({ 'POST /api/User/add-complaint': created(FILED) });
    await fillIn(form);
    await userEvent.upload(fieldIn(form, 'Photo 2'), photo('scan.gif', 'image/gif'), {
      applyAccept: false,
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const summary = summaryIn(form);
    expect(linksIn(summary)).toEqual([
      [
        'scan.gif is not a JPEG, PNG or WebP photo. Choose a JPEG, PNG or WebP photo of at most 5 MB.',
        '#add-complaint-publicImage2',
      ],
    ]);
    expect(fieldIn(form, 'Photo 2')).toHaveFocus();
    expect(postsOf(api)).toHaveLength(0);
  });

  it('files it with the configured district and ULB, its photos and an empty suggestion, and reloads', async () => {
    let filed = false;
    const { form, cache } = await openForm({
      'GET /api/v2/user/complaints': () => pageOf(filed ? [FILED] : []),
      'POST /api/User/add-complaint': () => {
        filed = true;
        return created(FILED);
      },
    });
    await fillIn(form);
    await userEvent.upload(within(form).getByLabelText('Photo 1'), photo('a.jpg', 'image/jpeg'));
    await userEvent.upload(within(form).getByLabelText('Photo 2'), photo('b.png', 'image/png'));
    // The counts and another page of another filter, read earlier and not on screen now.
    const counts = userQueries.complaintCounts().queryKey;
    const otherPage = userQueries.complaints('Resolved', { page: 2, size: 20 }).queryKey;
    cache.setQueryData(counts, [{ status: 'Open', count: 1 }]);
    cache.setQueryData(otherPage, { items: [], page: 2, size: 20, total: 21 });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    await screen.findByRole('dialog', { name: 'Complaint submitted successfully!' });
    // Every list and count of the citizen is read again when next shown.
    expect(isStale(cache, counts)).toBe(true);
    expect(isStale(cache, otherPage)).toBe(true);
    expect(screen.queryByRole('form', { name: 'Add Complaint' })).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Blocked drain' })).toBeInTheDocument();
    const [post] = postsOf(api);
    const sent = post?.form?.texts;
    expect(sent?.['Complaint.Grivance']).toBe('3');
    expect(sent?.['Complaint.District']).toBe(String(DEMO_COUNCIL.district?.id));
    expect(sent?.['Complaint.Ward']).toBe('7');
    expect(sent?.['Complaint.Ulb']).toBe(String(DEMO_COUNCIL.ulb?.id));
    expect(sent?.['Complaint.Status']).toBe('Open');
    expect(sent?.['Complaint.Additional_Information']).toBe('Blocked for a week');
    expect(sent?.['Complaint.Your_Suggestion']).toBe('');
    expect(post?.form?.files).toEqual([
      ['PubImage1', 'a.jpg'],
      ['PubImage2', 'b.png'],
    ]);
  });

  it('confirms with the number, what happens next and by when, and the way to track it', async () => {
    const { form } = await openForm({ 'POST /api/User/add-complaint': created(FILED) });
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    const confirmation = await screen.findByRole('dialog', {
      name: 'Complaint submitted successfully!',
    });
    expect(confirmation).toHaveTextContent(
      'Your complaint number is SNP/2026/000050. Keep it to track your complaint.',
    );
    expect(confirmation).toHaveTextContent(
      'A council officer looks at your complaint and accepts it, or rejects it with a reason.',
    );
    expect(confirmation).toHaveTextContent(
      'Complaints of the type “Blocked drain” are to be resolved within 7 working days of filing.',
    );
    expect(
      within(confirmation).getByRole('link', { name: 'Track complaint SNP/2026/000050' }),
    ).toHaveAttribute('href', '/trackgrievance?number=SNP%2F2026%2F000050');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Complaint' })).toHaveFocus();
  });

  it('confirms without a promise of days where the council has none to say', async () => {
    const { form } = await openForm({
      'GET /api/v2/public/grievance-categories': failWith(404),
      'POST /api/User/add-complaint': created(FILED),
    });
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const confirmation = await screen.findByRole('dialog', {
      name: 'Complaint submitted successfully!',
    });
    expect(confirmation).toHaveTextContent('A council officer looks at your complaint');
    expect(confirmation).not.toHaveTextContent('working day');
  });

  it('confirms without waiting long for the days of a category that do not come', async () => {
    const { form } = await openForm({
      'GET /api/v2/public/grievance-categories': PENDING,
      'POST /api/User/add-complaint': created(FILED),
    });
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const confirmation = await screen.findByRole(
      'dialog',
      { name: 'Complaint submitted successfully!' },
      { timeout: 3000 },
    );
    expect(confirmation).toHaveTextContent('Your complaint number is SNP/2026/000050.');
    expect(confirmation).not.toHaveTextContent('working day');
  });

  it("asks for the district and ULB where the site's configuration has none, and sends them", async () => {
    configureCouncilWithoutPlace();
    const { form } = await openForm({ 'POST /api/User/add-complaint': created(FILED) });
    expect(labelsIn(form).slice(0, 6)).toEqual([
      'Grievance type',
      'What is wrong?',
      'District',
      'Urban local body (ULB)',
      'Ward',
      'Landmark',
    ]);
    expect(form).not.toHaveTextContent('Your complaint goes to');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(linksIn(summaryIn(form)).map(([message]) => message)).toEqual([
      'Select a grievance type.',
      'Describe what is wrong.',
      'Select a district.',
      'Select a ULB.',
      'Select a ward.',
      'Enter a landmark.',
    ]);

    await fillIn(form);
    await waitFor(() =>
      expect(within(fieldIn(form, 'ULB')).getAllByRole('option')).toHaveLength(2),
    );
    await userEvent.selectOptions(fieldIn(form, 'District'), 'Patna');
    await userEvent.selectOptions(fieldIn(form, 'ULB'), 'Demo Nagar Parishad');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Complaint submitted successfully!' });
    const sent = postsOf(api)[0]?.form?.texts;
    expect(sent?.['Complaint.District']).toBe('1');
    expect(sent?.['Complaint.Ulb']).toBe('2');
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
    await userEvent.upload(within(form).getByLabelText('Photo 1'), photo('a.jpg', 'image/jpeg'));
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

  it('says which lookup failed to load, of those it asks', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureCouncilWithoutPlace();
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
