import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@council/router';
import { aComplaintEvent, aTrackedComplaint, failWith, fakeApi, PENDING } from '@council/api-fake';
import '@council/ui/src/testing/browserGaps';
import { renderScreen } from '../testing/renderScreen';
import TrackGrievancePage from './TrackGrievancePage';

const CALL = 'GET /api/v2/public/complaint-track';
const api = fakeApi();

const RESOLVED = aTrackedComplaint({
  number: 'SNP/2026/000123',
  status: 'Resolved',
  actionTaken: 'Drain cleared',
  timeline: [
    aComplaintEvent(),
    aComplaintEvent({
      at: '2026-03-06T06:00:00.000Z',
      kind: 'resolve',
      fromStatus: 'Open',
      toStatus: 'Resolved',
      byRole: 'officer',
      comment: 'Drain cleared',
    }),
  ],
});

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function renderPage(at = '/trackgrievance') {
  return renderScreen(
    <>
      <TrackGrievancePage />
      <Address />
    </>,
    at,
  );
}

const field = () => screen.getByRole('textbox', { name: 'Complaint number' });
const numbersAsked = () =>
  api.sentTo(CALL).map((request) => request.url.searchParams.get('number'));

describe('Track Grievance', () => {
  it('asks for a number with a hint, and asks nothing before one is given', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Track Grievance');
    expect(field()).toHaveAccessibleDescription('For example SNP/2026/000123');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(field()).toHaveAccessibleDescription(
      'For example SNP/2026/000123 Enter a complaint number.',
    );
    expect(field()).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('finds the complaint, puts the number in the address and moves focus to the result', async () => {
    api.answer(CALL, RESOLVED);
    renderPage();
    await userEvent.type(field(), '  SNP/2026/000123 ');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Complaint SNP/2026/000123',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(numbersAsked()).toEqual(['SNP/2026/000123']);
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/trackgrievance?number=SNP%2F2026%2F000123',
    );
    const result = screen.getByRole('region', { name: 'Complaint SNP/2026/000123' });
    expect(result).toHaveTextContent('Drain cleared');
    expect(within(result).getAllByText('Resolved')[0]).toHaveClass('badge');
    const history = within(result).getByRole('list', { name: 'History of the complaint' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    // Nothing about who filed it: the filing is the citizen's, by role only.
    expect(history).toHaveTextContent('By: Citizen');
  });

  it('opens with the result of the number in its address', async () => {
    api.answer(CALL, RESOLVED);
    renderPage('/trackgrievance?number=SNP%2F2026%2F000123');
    expect(field()).toHaveValue('SNP/2026/000123');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Complaint SNP/2026/000123' }),
    ).toBeInTheDocument();
    expect(numbersAsked()).toEqual(['SNP/2026/000123']);
  });

  it('says so while it looks', async () => {
    api.answer(CALL, PENDING);
    renderPage('/trackgrievance?number=SNP%2F2026%2F000123');
    expect(await screen.findByRole('status')).toHaveTextContent('Looking for the complaint...');
  });

  it('says in an alert when no complaint has the number', async () => {
    api.answer(CALL, failWith(404, { message: 'No complaint has this number.' }));
    renderPage();
    await userEvent.type(field(), 'SNP/2026/999999');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No complaint has this number. Check it and try again.',
    );
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it("says the API's words for a number it cannot read, and a failure plainly", async () => {
    api.answer(CALL, failWith(400, { message: 'A complaint number looks like SNP/2026/000123.' }));
    const { unmount } = renderPage('/trackgrievance?number=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A complaint number looks like SNP/2026/000123.',
    );
    unmount();
    api.answer(CALL, failWith(500));
    renderPage('/trackgrievance?number=SNP%2F2026%2F000123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The complaint could not be looked up. Please try again.',
    );
  });
});
