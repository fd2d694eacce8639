import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { keptDraft, useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { KeptDraftNotice } from './KeptDraftNotice';
import { useDraftWaiting, useKeptDraft } from './useKeptDraft';

initI18n();

interface Values {
  title: string;
  password: string;
  photo: File | null;
}
const EMPTY: Values = { title: '', password: '', photo: null };

/** A form as the editors have one: its values in state, kept through useKeptDraft. */
function Form() {
  const [values, setValues] = useState(EMPTY);
  const draft = useKeptDraft('letter', values, (kept) => setValues({ ...EMPTY, ...kept }));
  return (
    <form>
      <KeptDraftNotice draft={draft} />
      <label>
        Title
        <input
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
      </label>
      <label>
        Password
        <input
          type="password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
      </label>
      <label>
        Photo
        <input
          type="file"
          onChange={(event) => setValues({ ...values, photo: event.target.files?.[0] ?? null })}
        />
      </label>
    </form>
  );
}

function Waiting() {
  return <output aria-label="Waiting">{String(useDraftWaiting('letter'))}</output>;
}

function signIn(sub = '7') {
  act(() =>
    useSession.setState({
      token: makeToken({ role: 'admin', sub }),
      role: 'admin',
      expiresAt: Date.now() + 300_000,
    }),
  );
}

const sessionEnds = () => act(() => useSession.getState().logout({ why: 'ended' }));
const signOut = () => act(() => useSession.getState().logout());

function openForm(path = '/editletter') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Form />
      <Waiting />
    </MemoryRouter>,
  );
}

/** Types into a fresh form, and the session ends under its person; the form goes (to /login). */
async function typeAndLoseTheSession() {
  const { unmount } = openForm();
  await userEvent.type(screen.getByLabelText('Title'), 'Budget');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
  await userEvent.upload(screen.getByLabelText('Photo'), new File(['x'], 'a.png'));
  sessionEnds();
  unmount();
}

beforeEach(() => signIn());
afterEach(() => {
  act(() => useSession.getState().logout({ onServer: false, why: 'ended' }));
  sessionStorage.clear();
});

describe('a form whose session ends under its person', () => {
  it('is offered back to the same account on the same page, and Restore puts it back', async () => {
    await typeAndLoseTheSession();
    signIn();
    openForm();

    const notice = await screen.findByTestId('kept-draft-notice');
    expect(notice).toHaveTextContent('You have unsaved changes from before you were signed out.');
    expect(notice).toHaveTextContent('Files you had chosen were not kept');
    // Announced as it appears: it fills a live region that was already there.
    expect(notice.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByLabelText('Waiting')).toHaveTextContent('true');
    expect(screen.getByLabelText('Title')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));

    expect(screen.getByLabelText('Title')).toHaveValue('Budget');
    // Never the password, never the file.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByTestId('kept-draft-notice')).not.toBeInTheDocument();
    expect(keptDraft('7', '/editletter#letter')).toBeNull();
  });

  it('keeps neither the password nor the file in the tab', async () => {
    await typeAndLoseTheSession();
    expect(keptDraft('7', '/editletter#letter')).toEqual({
      values: { title: 'Budget' },
      filesLeftOut: true,
      keptAt: expect.any(Number),
    });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret-1');
  });

  it('is forgotten on Discard, and the form stays empty', async () => {
    await typeAndLoseTheSession();
    signIn();
    openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(keptDraft('7', '/editletter#letter')).toBeNull();
  });

  it('is offered to no other account, and on no other page', async () => {
    await typeAndLoseTheSession();
    signIn('8');
    const other = openForm();
    expect(screen.getByLabelText('Waiting')).toHaveTextContent('false');
    other.unmount();
    signIn('7');
    openForm('/editnotice');
    expect(screen.queryByTestId('kept-draft-notice')).not.toBeInTheDocument();
  });

  it('keeps nothing when nothing was changed', () => {
    const { unmount } = openForm();
    sessionEnds();
    unmount();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a form whose person signs out', () => {
  it('keeps nothing, and a draft kept before is dropped', async () => {
    await typeAndLoseTheSession();
    signIn();
    openForm();
    await screen.findByTestId('kept-draft-notice');
    await userEvent.type(screen.getByLabelText('Title'), 'New words');

    signOut();

    expect(sessionStorage.length).toBe(0);
  });
});
