import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNewsItem, fakeApi, pageOf } from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import { renderAt } from '../testing/renderWithShell';
import { NewsTicker, TICKER_INTERVAL_MS } from './NewsTicker';

// No current news (the API's list is empty): the council's standing notes.
const api = fakeApi({ otherCalls: 'empty list' });

const HEADLINES = [
  'Property tax camp in every ward from the 1st to the 15th of the month.',
  'Door-to-door waste collection now covers all wards.',
];

describe('the news ticker', () => {
  afterEach(() => jest.useRealTimers());

  it('carries the current latest news, newest first, each linking to its own page (issue 20)', async () => {
    // The API's public list holds only current items: one past its "show until" date is not in it.
    api.answer(
      'GET /api/v2/public/latest-news',
      pageOf([
        aNewsItem({ id: 8, title: 'Cleanliness drive on Saturday', showUntil: '2999-12-31' }),
        aNewsItem({ id: 6, title: 'New street lights', titleHindi: 'नई स्ट्रीट लाइट' }),
      ]),
    );
    renderAt('/home', <NewsTicker />);
    const ticker = screen.getByRole('region', { name: 'Breaking news' });
    const link = await within(ticker).findByRole('link', { name: 'Cleanliness drive on Saturday' });
    expect(link).toHaveAttribute('href', '/latestnews-details?id=8');
    expect(ticker).not.toHaveTextContent(HEADLINES[0] ?? '');
    const [asked] = api.sentTo('GET /api/v2/public/latest-news');
    expect(asked?.url.searchParams.get('size')).toBe('5');
  });

  it('reads each headline in the reader’s language where the clerk wrote it', async () => {
    await act(() => setLanguage('hi'));
    try {
      api.answer(
        'GET /api/v2/public/latest-news',
        pageOf([aNewsItem({ id: 6, title: 'New street lights', titleHindi: 'नई स्ट्रीट लाइट' })]),
      );
      renderAt('/home', <NewsTicker />);
      expect(await screen.findByRole('link', { name: 'नई स्ट्रीट लाइट' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

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

  it('starts paused for a reader who asks for less motion, and plays when asked (issue 25)', async () => {
    const matchMedia = jest.fn((media: string) =>
      Object.assign(new EventTarget(), {
        media,
        matches: media === '(prefers-reduced-motion: reduce)',
      }),
    );
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderAt('/home', <NewsTicker />);
      const ticker = screen.getByRole('region', { name: 'Breaking news' });
      act(() => jest.advanceTimersByTime(TICKER_INTERVAL_MS * 3));
      expect(within(ticker).getByRole('link')).toHaveTextContent(HEADLINES[0] ?? '');

      await user.click(within(ticker).getByRole('button', { name: 'Play' }));
      await user.unhover(ticker);
      act(() => (document.activeElement as HTMLElement).blur());
      act(() => jest.advanceTimersByTime(TICKER_INTERVAL_MS));
      expect(within(ticker).getByRole('link')).toHaveTextContent(HEADLINES[1] ?? '');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
