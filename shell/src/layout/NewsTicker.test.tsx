import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../testing/renderWithShell';
import { NewsTicker, TICKER_INTERVAL_MS } from './NewsTicker';

const HEADLINES = [
  'Property tax camp in every ward from the 1st to the 15th of the month.',
  'Door-to-door waste collection now covers all wards.',
];

describe('the news ticker', () => {
  afterEach(() => jest.useRealTimers());

  it('shows each headline whole, as a link to the news', () => {
    renderAt('/home', <NewsTicker />);
    const ticker = screen.getByRole('region', { name: 'Breaking news' });
    expect(within(ticker).getByRole('link', { name: HEADLINES[0] })).toHaveAttribute(
      'href',
      '/latestnews',
    );
  });

  it('stops for good with its pause button, and moves on again with play', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderAt('/home', <NewsTicker />);
    const ticker = screen.getByRole('region', { name: 'Breaking news' });
    await user.click(within(ticker).getByRole('button', { name: 'Pause' }));
    // The pointer leaves and focus goes elsewhere: paused, it stays.
    await user.unhover(ticker);
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(TICKER_INTERVAL_MS * 4));
    expect(within(ticker).getByRole('link')).toHaveTextContent(HEADLINES[0] ?? '');
    // Now read out as it changes, since nothing moves by itself.
    expect(within(ticker).getByRole('paragraph')).toHaveAttribute('aria-live', 'polite');

    await user.click(within(ticker).getByRole('button', { name: 'Play' }));
    await user.unhover(ticker);
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(TICKER_INTERVAL_MS));
    expect(within(ticker).getByRole('link')).toHaveTextContent(HEADLINES[1] ?? '');
  });
});
