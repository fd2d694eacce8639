import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@council/router';
import '../testing/renderWithShell';
import { signInAs, signOut } from '../testing/session';
import { SessionTimer } from './SessionTimer';

// The warning's code, as a network that fails the first fetch of its chunk: the preload's fetch
// fails, the next one (the warning's own, when due) succeeds. A factory that throws is not kept,
// so the second import runs it again.
let fetches = 0;
jest.mock('./SessionWarning', () => {
  fetches += 1;
  if (fetches === 1) throw new Error('Loading chunk 444 failed.');
  return jest.requireActual<typeof import('./SessionWarning')>('./SessionWarning');
});

const MINUTE = 60_000;
// Taken before the fake timers replace it: a turn of Node's own loop.
const realSetTimeout = setTimeout;
const settle = () => act(async () => undefined);

describe("the idle warning's code fetched ahead", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    signOut();
    jest.useRealTimers();
  });

  it('is no page error when that fetch fails, and the warning still comes when due', async () => {
    signInAs('admin', Date.now() + 5 * MINUTE);
    render(
      <MemoryRouter initialEntries={['/editnotice']}>
        <SessionTimer />
      </MemoryRouter>,
    );
    // The preload's turn: its fetch fails, quietly.
    act(() => jest.advanceTimersByTime(10_000));
    await settle();
    expect(fetches).toBe(1);
    // Jest fails the test on an unhandled rejection, which Node reports after the microtasks of
    // its turn: one more turn, for it to be seen here (as it was before the catch).
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 0)));

    act(() => jest.advanceTimersByTime(4 * MINUTE - 10_000));
    await settle();
    expect(
      await screen.findByRole('alertdialog', { name: 'Your session is about to end' }),
    ).toBeVisible();
    expect(fetches).toBe(2);
  });
});
