import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { QueryClientProvider } from '@council/query';
import { MemoryRouter } from '@council/router';
import { aDistrict, aGrievance, anUlb, aWard, fakeApi, pageOf } from '@council/api-fake';
import { keptDraft, useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { testQueryClient } from '@council/remote-harness/src/testing';
import '@council/ui/src/testing/browserGaps';
import { signInCitizen } from '../../testing/signInCitizen';
import ComplaintsPage from '../ComplaintsPage';

// What a citizen had typed when their session ended is offered back after signing in again
// (issue 15); the mechanism is @council/ui's useKeptDraft, tested there in full.

initI18n();
jest.setTimeout(20_000);
const api = fakeApi();

/** The same citizen account each time (its id is what drafts are filed under). */
function signIn() {
  act(() => {
    signInCitizen();
    useSession.setState({ token: makeToken({ role: 'user', sub: '21' }) });
  });
}

beforeEach(() => {
  signIn();
  api.answers({
    'GET /api/User/grievance': [aGrievance({ id: 3, grievanceTitle: 'Blocked drain' })],
    'GET /api/User/district': [aDistrict({ id: 1, districtNameEnglish: 'Patna' })],
    'GET /api/User/ward': [aWard({ id: 7, wardNumber: '12' })],
    'GET /api/User/ulb': [anUlb({ id: 2, ulbName: 'Demo Nagar Parishad' })],
    'GET /api/v2/public/grievance-categories': [],
    'GET /api/v2/user/complaints': pageOf([]),
  });
});

afterEach(() => {
  act(() => useSession.getState().logout({ onServer: false, why: 'ended' }));
  sessionStorage.clear();
  document.body.innerHTML = '';
});

async function openPage() {
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/inquiry']}>
        <ComplaintsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('No complaints found.');
  return view;
}

const addForm = () => screen.getByRole('form', { name: 'Add Complaint' });
const field = (name: string) => within(addForm()).getByLabelText(name, { exact: false });

/** Opens the form and types part of a complaint, with a photo. */
async function startAComplaint() {
  const view = await openPage();
  await userEvent.click(screen.getByRole('button', { name: 'Add Complaint' }));
  await waitFor(() => expect(within(field('Grievance')).getAllByRole('option')).toHaveLength(2));
  await userEvent.selectOptions(field('Grievance'), 'Blocked drain');
  await userEvent.type(field('Landmark'), 'Near the school');
  await userEvent.upload(field('Photo 1'), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
  return view;
}

describe('a complaint being written when the session ends', () => {
  it('opens the form again after signing in, offers it back, and Restore fills it in', async () => {
    const before = await startAComplaint();
    act(() => useSession.getState().logout({ onServer: false, why: 'ended' }));
    before.unmount();

    signIn();
    await openPage();
    const notice = await screen.findByTestId('kept-draft-notice');
    expect(within(addForm()).getByTestId('kept-draft-notice')).toBe(notice);
    expect(notice).toHaveTextContent('You have unsaved changes from before you were signed out.');
    expect(notice).toHaveTextContent('Files you had chosen were not kept');
    await waitFor(() => expect(within(field('Grievance')).getAllByRole('option')).toHaveLength(2));

    await userEvent.click(within(notice).getByRole('button', { name: 'Restore' }));

    expect(field('Grievance')).toHaveValue('3');
    expect(field('Landmark')).toHaveValue('Near the school');
    expect(field('Your suggestion')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Add Complaint' })).toHaveFocus();
    expect(keptDraft('21', '/inquiry#complaint')).toBeNull();
  });

  it('is forgotten on Discard, and the form stays open and empty', async () => {
    const before = await startAComplaint();
    act(() => useSession.getState().logout({ onServer: false, why: 'ended' }));
    before.unmount();

    signIn();
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));

    expect(field('Landmark')).toHaveValue('');
    expect(keptDraft('21', '/inquiry#complaint')).toBeNull();
  });
});

describe('a complaint being written when the citizen signs out', () => {
  it('is not kept, and the form stays closed after signing in again', async () => {
    const before = await startAComplaint();
    act(() => useSession.getState().logout({ onServer: false }));
    before.unmount();

    signIn();
    await openPage();
    expect(screen.queryByRole('form', { name: 'Add Complaint' })).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});
