import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import {
  aCitizenComplaint,
  aComplaintEvent,
  aStoredImage,
  failWith,
  fakeApi,
} from '@council/api-fake';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { signInCitizen } from '../../testing/signInCitizen';
import ComplaintsPage from '../ComplaintsPage';

initI18n();
const api = fakeApi();
beforeEach(signInCitizen);

const officer = { id: 7, name: 'Ravi Kumar', designation: 'Sanitary Inspector' };

/** Resolved a day ago: the citizen may reopen it or accept it. */
const RESOLVED = aCitizenComplaint({
  id: 123,
  number: 'SNP/2026/000123',
  status: 'Resolved',
  officer,
  actionTaken: 'Drain cleared',
  version: 3,
  publicPhotos: [aStoredImage()],
  allowedActions: ['reopen', 'accept'],
  history: [
    aComplaintEvent(),
    aComplaintEvent({
      at: '2026-03-05T06:00:00.000Z',
      kind: 'assign',
      fromStatus: 'Open',
      toStatus: 'Pending',
      byRole: 'admin',
      byName: 'Asha Admin',
      officer,
    }),
    aComplaintEvent({
      at: '2026-03-06T06:00:00.000Z',
      kind: 'resolve',
      fromStatus: 'Pending',
      toStatus: 'Resolved',
      byRole: 'officer',
      byName: 'Ravi Kumar',
      comment: 'Drain cleared',
    }),
  ],
});

function renderPage(at = '/inquiry?complaint=123') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <ComplaintsPage />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
}

const movesSection = () => screen.getByRole('region', { name: 'What you can do' });
const complaintReads = () => api.sentTo('GET /api/v2/user/complaints/:id');

describe("a citizen's own complaint page", () => {
  it("says 'None given' for a suggestion left out, the citizen's words in the form's order", async () => {
    api.answer('GET /api/v2/user/complaints/:id', { ...RESOLVED, suggestion: '' });
    renderPage();
    const words = await screen.findByRole('region', { name: 'What you wrote' });
    const terms = [...words.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms.slice(0, 3)).toEqual(['What is wrong', 'Landmark', 'Your suggestion']);
    expect(
      within(words).getByText('Your suggestion', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('None given');
  });

  it('shows the facts, due date, their words and photos, and the history', async () => {
    api.answer('GET /api/v2/user/complaints/:id', RESOLVED);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complaint SNP/2026/000123' }),
    ).toBeInTheDocument();
    expect(complaintReads()[0]?.path).toBe('/api/v2/user/complaints/123');
    expect(screen.getByRole('link', { name: 'Back to all complaints' })).toHaveAttribute(
      'href',
      '/inquiry',
    );
    expect(screen.getByText('Due date', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '09/Mar/2026',
    );
    expect(
      screen.getByText('Action taken', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Drain cleared');
    expect(screen.getByText('Assigned to: Ravi Kumar, Sanitary Inspector')).toBeInTheDocument();
    const words = screen.getByRole('region', { name: 'What you wrote' });
    expect(words).toHaveTextContent('Clear the drain before the monsoon');
    expect(words).toHaveTextContent('Near the girls school');
    expect(within(words).getByRole('img', { name: 'Your photo 1' })).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(history.map((entry) => within(entry).getByRole('strong').textContent)).toEqual([
      'Filed',
      'Accepted and assigned to Ravi Kumar, Sanitary Inspector',
      'Resolved',
    ]);
  });

  it('offers only the moves the API allows', async () => {
    api.answer('GET /api/v2/user/complaints/:id', RESOLVED);
    renderPage();
    const moves = await screen.findByRole('region', { name: 'What you can do' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reopen', 'Accept and rate']);
  });

  it("opens a move's form below its button, and Cancel takes the reader back to it", async () => {
    api.answer('GET /api/v2/user/complaints/:id', RESOLVED);
    renderPage();
    const reopen = await screen.findByRole('button', { name: 'Reopen' });
    await userEvent.click(reopen);
    expect(reopen).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Reopen the complaint' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(reopen).toHaveFocus();
    expect(reopen).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers no moves at all where none is allowed', async () => {
    api.answer('GET /api/v2/user/complaints/:id', aCitizenComplaint({ allowedActions: [] }));
    renderPage();
    await screen.findByRole('region', { name: 'History' });
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument();
  });

  it('reopens with a required reason, sending the version it was shown', async () => {
    api.answers({
      'GET /api/v2/user/complaints/:id': RESOLVED,
      'POST /api/v2/user/complaints/:id/reopen': aCitizenComplaint({
        ...RESOLVED,
        status: 'Pending',
        reopenCount: 1,
        version: 4,
        allowedActions: [],
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    const form = screen.getByRole('form', { name: 'Reopen the complaint' });
    expect(form).toHaveTextContent('You can reopen a complaint up to 2 times, within 7 days');
    await userEvent.click(within(form).getByRole('button', { name: 'Reopen the complaint' }));
    const reason = within(form).getByRole('textbox', { name: /Why do you reopen it\?/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Enter why you reopen the complaint.');
    expect(api.sentTo('POST /api/v2/user/complaints/:id/reopen')).toHaveLength(0);

    await userEvent.type(reason, 'Still blocked after rain');
    await userEvent.click(within(form).getByRole('button', { name: 'Reopen the complaint' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('The complaint was reopened.');
    await waitFor(() => expect(done).toHaveFocus());
    const [sent] = api.sentTo('POST /api/v2/user/complaints/:id/reopen');
    expect(sent?.path).toBe('/api/v2/user/complaints/123/reopen');
    expect(sent?.json).toEqual({ version: 3, reason: 'Still blocked after rain' });
    // The answer is the complaint now: Pending, no more moves.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(within(movesSection()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Pending',
    );
  });

  it('accepts with a rating from 1 to 5 in a labelled group and an optional comment', async () => {
    api.answers({
      'GET /api/v2/user/complaints/:id': RESOLVED,
      'POST /api/v2/user/complaints/:id/accept': aCitizenComplaint({
        ...RESOLVED,
        status: 'Closed',
        rating: 4,
        ratingComment: 'Quick work',
        allowedActions: [],
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and rate' }));
    const form = screen.getByRole('form', { name: 'Accept the resolution and rate it' });
    const group = within(form).getByRole('group', { name: /Your rating/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['1 – Very poor', '2 – Poor', '3 – Fair', '4 – Good', '5 – Very good']);
    await userEvent.click(within(form).getByRole('button', { name: 'Accept and rate' }));
    expect(within(group).getByRole('radio', { name: '1 – Very poor' })).toHaveAccessibleDescription(
      'Choose a rating from 1 to 5.',
    );
    expect(api.sentTo('POST /api/v2/user/complaints/:id/accept')).toHaveLength(0);

    await userEvent.click(within(group).getByRole('radio', { name: '4 – Good' }));
    expect(within(form).queryByText('Choose a rating from 1 to 5.')).not.toBeInTheDocument();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Comment (optional)' }),
      'Quick work',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Accept and rate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. The complaint is closed with your rating.',
    );
    expect(api.sentTo('POST /api/v2/user/complaints/:id/accept')[0]?.json).toEqual({
      version: 3,
      rating: 4,
      comment: 'Quick work',
    });
    expect(screen.getByText('Your rating: 4 of 5', { exact: false })).toHaveTextContent(
      'Your comment: Quick work',
    );
  });

  it("shows the API's 400 message beside the field", async () => {
    api.answers({
      'GET /api/v2/user/complaints/:id': aCitizenComplaint({
        status: 'Pending',
        overdue: true,
        allowedActions: ['remind'],
      }),
      'POST /api/v2/user/complaints/:id/remind': failWith(400, {
        message: 'A message is at most 2000 characters.',
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a reminder' }));
    const form = screen.getByRole('form', { name: 'Send a reminder' });
    const message = within(form).getByRole('textbox', { name: /Your message/ });
    await userEvent.type(message, 'Please hurry');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the reminder' }));
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription('A message is at most 2000 characters.'),
    );
    expect(message).toHaveFocus();
    expect(api.sentTo('POST /api/v2/user/complaints/:id/remind')[0]?.json).toEqual({
      version: 1,
      message: 'Please hurry',
    });
  });

  it("on 409 says the API's message and reloads the complaint, whose moves then follow", async () => {
    let reads = 0;
    api.answers({
      'GET /api/v2/user/complaints/:id': () => {
        reads += 1;
        // By the second read, a week has passed: no move is allowed any more.
        return reads === 1 ? RESOLVED : { ...RESOLVED, allowedActions: [] };
      },
      'POST /api/v2/user/complaints/:id/reopen': failWith(409, {
        message: 'This complaint can no longer be reopened or rated.',
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Why do you reopen it\?/ }), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Reopen the complaint' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your request was not accepted: This complaint can no longer be reopened or rated. The complaint has been reloaded.',
    );
    await waitFor(() => expect(complaintReads()).toHaveLength(2));
    await waitFor(() =>
      expect(within(movesSection()).queryByRole('button')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so when the complaint is not one of theirs', async () => {
    api.answer('GET /api/v2/user/complaints/:id', failWith(404, { message: 'Not found' }));
    renderPage('/inquiry?complaint=999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No complaint of yours has this number.',
    );
    expect(screen.getByRole('link', { name: 'Back to all complaints' })).toBeInTheDocument();
  });
});
