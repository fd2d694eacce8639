import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aComplaintEvent,
  aDeskComplaint,
  aDeskQueuePage,
  anOfficer,
  aStoredImage,
  failWith,
  fakeApi,
  NETWORK_DOWN,
  type FakeAnswer,
} from '@council/api-fake';
import type { DeskComplaint } from '@council/contract';
import { QueryClientProvider, type QueryClient } from '@council/query';
import { MemoryRouter } from '@council/router';
import { useTitleFromScreen } from '@council/site-config';
import { testQueryClient } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { signInStaff } from '../testing/adminTestSetup';
import DeskComplaintPage from './DeskComplaintPage';

const api = fakeApi();
let client: QueryClient;
let stored: DeskComplaint;
/** What a move answers: by default the complaint as the test set it next. */
let moveAnswer: () => FakeAnswer<DeskComplaint>;
let next: DeskComplaint;

const open = aDeskComplaint({
  id: 123,
  number: 'SNP/2026/000123',
  status: 'Open',
  ward: '12',
  wardId: 12,
  version: 4,
  suggestion: 'Clear the drain before the monsoon',
  landmark: 'Near the girls school',
  publicPhotos: [aStoredImage({ url: '/api/files/3/aa/citizen.jpg' })],
  allowedActions: ['assign', 'reject', 'hide'],
  history: [aComplaintEvent()],
});
const pending = aDeskComplaint({
  ...open,
  status: 'Pending',
  version: 5,
  officer: { id: 7, name: 'Ravi Kumar', designation: 'Junior Engineer' },
  allowedActions: ['reassign', 'resolve', 'reject', 'show'],
  citizenTextHidden: true,
});
const queueKey = ['desk', 'queue', { page: 1 }];

beforeEach(() => {
  signInStaff('officer', 7);
  client = testQueryClient();
  // The queue was read before: a move must mark it stale.
  client.setQueryData(queueKey, { ...aDeskQueuePage([]), items: [] });
  stored = open;
  next = pending;
  moveAnswer = () => next;
  const move = () => {
    const answer = moveAnswer();
    if (answer === next) stored = next;
    return answer;
  };
  api.answers({
    'GET /api/v2/desk/complaints/:id': () => stored,
    'GET /api/v2/desk/officers': [
      anOfficer({ id: 7, name: 'Ravi Kumar', designation: 'Junior Engineer', wards: [] }),
      anOfficer({
        id: 9,
        name: 'Meena Singh',
        designation: 'Sanitary Inspector',
        wards: [
          { id: 12, wardNumber: '12' },
          { id: 14, wardNumber: '14' },
        ],
      }),
    ],
    'POST /api/v2/desk/complaints/:id/assign': move,
    'POST /api/v2/desk/complaints/:id/reassign': move,
    'POST /api/v2/desk/complaints/:id/reject': move,
    'POST /api/v2/desk/complaints/:id/resolve': move,
    'POST /api/v2/desk/complaints/:id/hide': move,
    'POST /api/v2/desk/complaints/:id/show': move,
  });
});

function renderComplaint(address = '/grievance-desk/complaint?id=123') {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <DeskComplaintPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('heading', { level: 1, name: 'Complaint SNP/2026/000123' });
}

const moves = () => within(screen.getByRole('region', { name: 'What you can do' }));
const moveButtons = () =>
  moves()
    .queryAllByRole('button')
    .map((button) => button.textContent);
const complaintReads = () => api.sentTo('GET /api/v2/desk/complaints/:id');

describe('a complaint on the desk', () => {
  it('shows its facts, the citizen, their words and photos, and its history', async () => {
    await renderComplaint();
    expect(complaintReads()[0]?.path).toBe('/api/v2/desk/complaints/123');
    const facts = within(screen.getByRole('region', { name: 'Details' }));
    expect(facts.getByText('SNP/2026/000123')).toBeInTheDocument();
    expect(facts.getByText('Not assigned to an officer yet.')).toBeInTheDocument();
    const citizen = within(screen.getByRole('region', { name: 'The citizen' }));
    expect(citizen.getByText('Asha Devi')).toBeInTheDocument();
    expect(citizen.getByRole('link', { name: 'asha@example.in' })).toHaveAttribute(
      'href',
      'mailto:asha@example.in',
    );
    expect(citizen.getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const words = within(screen.getByRole('region', { name: 'What the citizen wrote' }));
    expect(words.getByText('Clear the drain before the monsoon')).toBeInTheDocument();
    expect(words.queryByText('Hidden from the public')).not.toBeInTheDocument();
    expect(
      words.getByRole('img', { name: 'Photo 1 from the citizen, opens full size' }),
    ).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByRole('list', { name: 'History of the complaint' })).toBeInTheDocument();
  });

  it('names the page after the complaint, as its heading does', async () => {
    const pageTitle = renderHook(() => useTitleFromScreen());
    await renderComplaint();
    expect(pageTitle.result.current).toBe('Complaint SNP/2026/000123');
  });

  it('leads back to the queue as it was left: its filters and page', async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter
          initialEntries={[
            {
              pathname: '/grievance-desk/complaint',
              search: '?id=123',
              state: { queue: '/grievance-desk?status=Open&page=3' },
            },
          ]}
        >
          <DeskComplaintPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute(
      'href',
      '/grievance-desk?status=Open&page=3',
    );
    await screen.findByRole('heading', { level: 1, name: 'Complaint SNP/2026/000123' });
  });

  it('offers only the moves the API allows this person now', async () => {
    await renderComplaint();
    expect(moveButtons()).toEqual([
      'Accept and assign',
      'Reject',
      "Hide the citizen's text from the public",
    ]);
  });

  it('offers the moves of a pending complaint, and says when its text is hidden', async () => {
    stored = pending;
    await renderComplaint();
    expect(moveButtons()).toEqual([
      'Reassign',
      'Resolve',
      'Reject',
      "Show the citizen's text again",
    ]);
    const words = within(screen.getByRole('region', { name: 'What the citizen wrote' }));
    expect(words.getByText('Hidden from the public')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Details' })).getByText(
        'Assigned to Ravi Kumar, Junior Engineer.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the address names no complaint', async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/grievance-desk/complaint?id=abc']}>
          <DeskComplaintPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Complaint' })).toBeInTheDocument();
    expect(screen.getByText(/The address names no complaint/)).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('says so for a complaint that is not there', async () => {
    api.answer('GET /api/v2/desk/complaints/:id', failWith(404, { message: 'No such complaint.' }));
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/grievance-desk/complaint?id=999']}>
          <DeskComplaintPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no complaint with this number.',
    );
  });

  describe('reject', () => {
    it('needs a reason before anything is sent', async () => {
      await renderComplaint();
      await userEvent.click(moves().getByRole('button', { name: 'Reject' }));
      const form = within(screen.getByRole('form', { name: 'Reject the complaint' }));
      expect(form.getByRole('heading', { name: 'Reject the complaint' })).toHaveFocus();
      await userEvent.type(form.getByLabelText(/^Reason for rejecting/), '   ');
      await userEvent.click(form.getByRole('button', { name: 'Reject the complaint' }));
      const reason = form.getByLabelText(/^Reason for rejecting/);
      expect(reason).toHaveFocus();
      expect(reason).toHaveAccessibleDescription(
        'The citizen and the public read this reason. Please give a reason.',
      );
      expect(reason).toBeInvalid();
      expect(api.sentTo('POST /api/v2/desk/complaints/:id/reject')).toHaveLength(0);
    });

    it('sends the reason with the version, shows the complaint as it is now, and marks the queue stale', async () => {
      next = aDeskComplaint({ ...open, status: 'Rejected', version: 5, allowedActions: ['hide'] });
      await renderComplaint();
      await userEvent.click(moves().getByRole('button', { name: 'Reject' }));
      await userEvent.type(
        screen.getByLabelText(/^Reason for rejecting/),
        ' Not the council’s road ',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Reject the complaint' }));
      await expectPopup('Success', 'Complaint SNP/2026/000123 is rejected.');
      const [sent] = api.sentTo('POST /api/v2/desk/complaints/:id/reject');
      expect(sent?.path).toBe('/api/v2/desk/complaints/123/reject');
      expect(sent?.json).toEqual({ version: 4, reason: 'Not the council’s road' });
      expect(moveButtons()).toEqual(["Hide the citizen's text from the public"]);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Complaint SNP/2026/000123' }),
      ).toHaveFocus();
      // The answer is shown as it came: the complaint is not read again.
      expect(complaintReads()).toHaveLength(1);
      expect(client.getQueryState(queueKey)?.isInvalidated).toBe(true);
    });

    it("shows the server's refusal of the reason by the field", async () => {
      moveAnswer = () => failWith(400, { message: 'reason is required.' });
      await renderComplaint();
      await userEvent.click(moves().getByRole('button', { name: 'Reject' }));
      await userEvent.type(screen.getByLabelText(/^Reason for rejecting/), 'x');
      await userEvent.click(screen.getByRole('button', { name: 'Reject the complaint' }));
      await waitFor(() =>
        expect(screen.getByLabelText(/^Reason for rejecting/)).toHaveAccessibleDescription(
          /reason is required\.$/,
        ),
      );
    });

    it('closes with Cancel, focus going back to its button', async () => {
      await renderComplaint();
      await userEvent.click(moves().getByRole('button', { name: 'Reject' }));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(moves().getByRole('button', { name: 'Reject' })).toHaveFocus();
    });
  });

  it('says when someone else acted first (409), and reads the complaint again', async () => {
    const refusal = 'This complaint was changed by someone else since you opened it.';
    moveAnswer = () => {
      // Meanwhile another officer accepted it.
      stored = pending;
      return failWith(409, { message: refusal });
    };
    await renderComplaint();
    await userEvent.click(moves().getByRole('button', { name: 'Reject' }));
    await userEvent.type(screen.getByLabelText(/^Reason for rejecting/), 'Duplicate');
    await userEvent.click(screen.getByRole('button', { name: 'Reject the complaint' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent('The complaint is shown again as it is now');
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(moveButtons()).toContain('Resolve'));
    expect(complaintReads()).toHaveLength(2);
    expect(client.getQueryState(queueKey)?.isInvalidated).toBe(true);
  });

  it('shows a failure of the network in a popup and keeps the form', async () => {
    moveAnswer = () => NETWORK_DOWN;
    await renderComplaint();
    await userEvent.click(moves().getByRole('button', { name: /^Hide/ }));
    await userEvent.type(screen.getByLabelText(/^Why hide it/), 'Personal details');
    await userEvent.click(screen.getByRole('button', { name: 'Hide from the public' }));
    await expectPopup('Error', 'The complaint could not be changed. Please try again.');
    expect(screen.getByLabelText(/^Why hide it/)).toHaveValue('Personal details');
  });

  describe('accept and assign', () => {
    it('needs an officer, offers those serving the ward first, and sends the choice', async () => {
      await renderComplaint();
      await userEvent.click(moves().getByRole('button', { name: 'Accept and assign' }));
      const form = within(screen.getByRole('form', { name: 'Accept and assign' }));
      const officer = form.getByRole('combobox', { name: /^Officer/ });
      await waitFor(() =>
        expect(within(officer).getByRole('group', { name: 'Serving ward 12' })).toHaveTextContent(
          'Meena Singh, Sanitary Inspector (wards 12, 14)',
        ),
      );
      expect(within(officer).getByRole('group', { name: 'Other officers' })).toHaveTextContent(
        'Ravi Kumar, Junior Engineer',
      );
      await userEvent.click(form.getByRole('button', { name: 'Assign to this officer' }));
      expect(officer).toHaveFocus();
      expect(officer).toHaveAccessibleDescription('Please choose an officer.');
      expect(api.sentTo('POST /api/v2/desk/complaints/:id/assign')).toHaveLength(0);

      await userEvent.selectOptions(officer, 'Meena Singh, Sanitary Inspector (wards 12, 14)');
      await userEvent.type(form.getByLabelText(/^Comment/), 'Urgent before the rain');
      next = { ...pending, officer: { id: 9, name: 'Meena Singh', designation: 'Inspector' } };
      await userEvent.click(form.getByRole('button', { name: 'Assign to this officer' }));
      await expectPopup(
        'Success',
        'Complaint SNP/2026/000123 is accepted and assigned to Meena Singh.',
      );
      expect(api.sentTo('POST /api/v2/desk/complaints/:id/assign')[0]?.json).toEqual({
        version: 4,
        officerId: 9,
        comment: 'Urgent before the rain',
      });
    });

    it('does not offer the officer who has it for a reassignment', async () => {
      stored = pending;
      await renderComplaint();
      await userEvent.click(moves().getByRole('button', { name: 'Reassign' }));
      const officer = screen.getByRole('combobox', { name: /^Officer/ });
      await waitFor(() => expect(within(officer).getAllByRole('option')).toHaveLength(2));
      expect(within(officer).queryByText(/Ravi Kumar/)).not.toBeInTheDocument();
    });
  });

  describe('resolve', () => {
    const photo = () => new File(['jpeg bytes'], 'drain-cleared.jpg', { type: 'image/jpeg' });

    it('needs what was done', async () => {
      stored = pending;
      await renderComplaint();
      await userEvent.click(moves().getByRole('button', { name: 'Resolve' }));
      await userEvent.click(screen.getByRole('button', { name: 'Mark as resolved' }));
      const text = screen.getByLabelText(/^What was done/);
      expect(text).toHaveFocus();
      expect(text).toHaveAccessibleDescription(
        'The citizen and the public read this. Please say what was done.',
      );
      expect(api.sentTo('POST /api/v2/desk/complaints/:id/resolve')).toHaveLength(0);
    });

    it('sends what was done and the photos, previewed, with the upload progress', async () => {
      stored = pending;
      next = aDeskComplaint({ ...pending, status: 'Resolved', allowedActions: ['show'] });
      let finish: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        finish = resolve;
      });
      api.reportUploadProgress(40, 100);
      api.answer('POST /api/v2/desk/complaints/:id/resolve', async () => {
        await answered;
        stored = next;
        return next;
      });
      await renderComplaint();
      await userEvent.click(moves().getByRole('button', { name: 'Resolve' }));
      const form = within(screen.getByRole('form', { name: 'Resolve the complaint' }));
      expect(
        form.getByRole('group', { name: 'Photos of the work (up to two, optional)' }),
      ).toBeInTheDocument();
      await userEvent.type(form.getByLabelText(/^What was done/), 'Drain cleared and covered');
      await userEvent.upload(form.getByLabelText('Photo 1'), photo());
      expect(await form.findByRole('img', { name: 'Chosen photo' })).toBeInTheDocument();
      await userEvent.click(form.getByRole('button', { name: 'Mark as resolved' }));
      expect(await screen.findByRole('progressbar', { name: 'Uploading: 40%' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      );
      finish();
      await expectPopup('Success', 'Complaint SNP/2026/000123 is resolved.');
      const [sent] = api.sentTo('POST /api/v2/desk/complaints/:id/resolve');
      expect(sent?.form).toEqual({
        texts: { version: '5', actionTaken: 'Drain cleared and covered' },
        files: [['photo1', 'drain-cleared.jpg']],
      });
      expect(moveButtons()).toEqual(["Show the citizen's text again"]);
    });

    it("shows the server's refusal of a photo by the photo", async () => {
      stored = pending;
      moveAnswer = () => failWith(413, { message: 'The photo is larger than 5 MB.' });
      await renderComplaint();
      await userEvent.click(moves().getByRole('button', { name: 'Resolve' }));
      await userEvent.type(screen.getByLabelText(/^What was done/), 'Cleared');
      await userEvent.upload(screen.getByLabelText('Photo 1'), photo());
      await userEvent.click(screen.getByRole('button', { name: 'Mark as resolved' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Photo 1')).toHaveAccessibleDescription(
          'The photo is larger than 5 MB.',
        ),
      );
      expect(screen.getByLabelText('Photo 1')).toHaveFocus();
    });
  });
});
