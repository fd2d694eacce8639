import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNotice, aStoredPdf, failWith, fakeApi, pageOf } from '@council/api-fake';
import { MemoryRouter } from '@council/router';
import { keptDraft, useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { noticeSection } from '../council-documents/councilDocumentSections';
import { signInAdmin } from '../testing/adminTestSetup';
import { SectionEditor } from './SectionEditor';

// What a clerk had typed when their session ended is offered back after signing in again
// (issue 15); the mechanism is @council/ui's useKeptDraft, tested there in full.

const storedNotice = aNotice({
  id: 3,
  title: 'Water supply',
  description: '',
  issueDate: '2024-03-05',
  filePath: aStoredPdf('Water supply.pdf'),
});
const api = fakeApi();

/** The same admin account each time (its id is what drafts are filed under). */
function signIn() {
  act(() =>
    useSession.setState({
      token: makeToken({ role: 'admin', sub: '1', email: 'admin@demo.local' }),
      role: 'admin',
      expiresAt: Date.now() + 300_000,
    }),
  );
}

beforeEach(() => {
  signInAdmin();
  signIn();
  api.answers({
    'GET /api/v2/admin/notices': () => pageOf([storedNotice]),
    'POST /api/Admin/notice': () => storedNotice,
    'PUT /api/Admin/notice': () => storedNotice,
  });
});

afterEach(() => {
  act(() => useSession.getState().logout({ onServer: false, why: 'ended' }));
  sessionStorage.clear();
});

async function openNotices() {
  const view = render(
    <MemoryRouter initialEntries={['/editnotice']}>
      <SectionEditor section={noticeSection} />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
  await screen.findByRole('table');
  return view;
}

/** The session ends under the clerk, and the shell takes them to sign-in: the editor goes. */
function sessionEnds(view: { unmount: () => void }) {
  act(() => useSession.getState().logout({ onServer: false, why: 'ended' }));
  view.unmount();
}

const pdf = () => new File(['%PDF-1.4 new'], 'budget.pdf', { type: 'application/pdf' });

describe('an editor whose session ends', () => {
  it('offers a new record back, without its file, and Restore puts it in the form', async () => {
    const before = await openNotices();
    await userEvent.type(screen.getByLabelText('Title *'), 'Budget');
    await userEvent.type(screen.getByLabelText('Description'), 'For 2025');
    await userEvent.upload(screen.getByLabelText(/^Document/), pdf());
    sessionEnds(before);

    signIn();
    await openNotices();
    const notice = await screen.findByTestId('kept-draft-notice');
    expect(notice).toHaveTextContent('You have unsaved changes from before you were signed out.');
    expect(notice).toHaveTextContent('Files you had chosen were not kept');
    await userEvent.click(within(notice).getByRole('button', { name: 'Restore' }));

    expect(screen.getByRole('heading', { name: 'Create New Notice' })).toHaveFocus();
    expect(screen.getByLabelText('Title *')).toHaveValue('Budget');
    expect(screen.getByLabelText('Description')).toHaveValue('For 2025');
    expect(screen.queryByTestId('kept-draft-notice')).not.toBeInTheDocument();
  });

  it('offers an edit back as an edit of the same record', async () => {
    const before = await openNotices();
    await userEvent.click(screen.getByRole('button', { name: /^Edit / }));
    await userEvent.type(screen.getByLabelText('Description'), 'From Monday');
    sessionEnds(before);

    signIn();
    await openNotices();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));

    expect(screen.getByRole('heading', { name: 'Edit Notice' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveValue('Water supply');
    expect(screen.getByLabelText('Description')).toHaveValue('From Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Update Notice' }));
    await expectPopup('Success', 'Notice updated successfully!');
    expect(api.sentTo('PUT /api/Admin/notice')[0]?.form?.texts).toMatchObject({
      'Notice.Id': '3',
      'Notice.Description': 'From Monday',
    });
  });

  it('keeps restored work again if the session ends once more before it is saved', async () => {
    const first = await openNotices();
    await userEvent.type(screen.getByLabelText('Title *'), 'Budget');
    sessionEnds(first);
    signIn();
    const second = await openNotices();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    sessionEnds(second);

    expect(keptDraft('1', '/editnotice#notice')).not.toBeNull();
  });

  it('keeps the form when a save is refused because the session has ended (401)', async () => {
    await openNotices();
    api.answer('POST /api/Admin/notice', failWith(401, { message: 'Please sign in again' }));
    await userEvent.type(screen.getByLabelText('Title *'), 'Budget');
    await userEvent.upload(screen.getByLabelText(/^Document/), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Create Notice' }));
    await expectPopup('Error', 'Please sign in again');

    expect(useSession.getState().token).toBeNull();
    expect(keptDraft('1', '/editnotice#notice')?.values).toMatchObject({
      record: null,
      values: { title: 'Budget' },
    });
  });

  it('forgets a draft on offer once the form is saved', async () => {
    const before = await openNotices();
    await userEvent.type(screen.getByLabelText('Title *'), 'Budget');
    sessionEnds(before);
    signIn();
    await openNotices();
    await screen.findByTestId('kept-draft-notice');
    await userEvent.type(screen.getByLabelText('Title *'), 'Roads');
    await userEvent.upload(screen.getByLabelText(/^Document/), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Create Notice' }));
    await expectPopup('Success', 'Notice created successfully!');

    expect(keptDraft('1', '/editnotice#notice')).toBeNull();
    expect(screen.queryByTestId('kept-draft-notice')).not.toBeInTheDocument();
  });
});

describe('an editor whose clerk signs out', () => {
  it('keeps nothing to offer back', async () => {
    const before = await openNotices();
    await userEvent.type(screen.getByLabelText('Title *'), 'Budget');
    act(() => useSession.getState().logout({ onServer: false }));
    before.unmount();

    signIn();
    await openNotices();
    expect(screen.queryByTestId('kept-draft-notice')).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});
