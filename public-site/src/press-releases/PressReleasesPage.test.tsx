import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onApi, renderScreen } from '../testing/renderScreen';
import { aPressRelease, aStoredImage, failWith, fakeApi, pageOf, PENDING } from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import PressReleasesPage from './PressReleasesPage';
import { pageReads } from '../testing/lastUpdatedAnswer';

const PATH = '/api/v2/public/press-releases';
const CALL = `GET ${PATH}` as const;
const api = fakeApi({ otherCalls: 'empty list' });

describe('the press releases', () => {
  afterEach(() => jest.restoreAllMocks());

  it('say they are loading', async () => {
    api.answer(CALL, PENDING);
    renderScreen(<PressReleasesPage />);
    expect(await screen.findByText('Loading press releases...')).toBeInTheDocument();
    expect(pageReads(api)).toEqual([`${PATH}?page=1`]);
  });

  it('show cards, and zoom an image until Escape or the close button', async () => {
    api.answer(
      CALL,
      pageOf([
        aPressRelease({
          id: 1,
          title: 'Budget passed',
          description: 'The board passed the budget.',
          photoPath: aStoredImage(),
        }),
        aPressRelease({ id: 2, title: 'Camp', description: 'Health camp', photoPath: null }),
        aPressRelease({ id: 3, title: 'Fair', description: 'Stalls', photoPath: aStoredImage() }),
      ]),
    );
    renderScreen(<PressReleasesPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Budget passed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No image')).toBeInTheDocument();
    // A card's title opens the release's own page.
    expect(screen.getByRole('link', { name: 'Camp' })).toHaveAttribute(
      'href',
      '/pressrelease-details?id=2',
    );
    // The card's picture: in the size of its column; a phone's first row (two cards) is fetched
    // at once, the others as they near the screen.
    const pictureOf = (title: string) =>
      within(screen.getByRole('button', { name: `Enlarge ${title}` })).getByRole('presentation');
    const card = pictureOf('Budget passed');
    expect(card).toHaveAttribute('sizes', '(max-width: 767px) 50vw, (max-width: 991px) 17vw, 25vw');
    expect(card).toHaveAttribute('loading', 'eager');
    expect(card).toHaveAttribute('fetchpriority', 'high');
    expect(pictureOf('Fair')).toHaveAttribute('loading', 'lazy');
    expect(card).toHaveAttribute('src', onApi('/api/files/640/fedcba9876543210/photo-640w.webp'));
    expect(card).toHaveAttribute('width', '1600');
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge Budget passed' }));
    const overlay = screen.getByRole('dialog', { name: 'Budget passed' });
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close picture' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge Budget passed' }));
    await userEvent.keyboard('{Escape}');
    // jsdom's <dialog> does not turn Escape into `cancel`; the browser does (e2e checks it).
  });

  it('say when there are none, and only log a failure', async () => {
    api.answer(CALL, pageOf([]));
    const { unmount } = renderScreen(<PressReleasesPage />);
    expect(await screen.findByText('No press releases yet.')).toBeInTheDocument();
    unmount();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(CALL, failWith(500));
    renderScreen(<PressReleasesPage />);
    expect(await screen.findByText('No press releases yet.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});

describe('the press releases in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));

  it('show a card in Hindi where the clerk wrote it, in English marked as English where not', async () => {
    api.answer(
      CALL,
      pageOf([
        aPressRelease({
          id: 1,
          title: 'Budget passed',
          titleHindi: 'बजट पारित',
          description: 'The board passed the budget.',
          descriptionHindi: 'बोर्ड ने बजट पारित किया।',
          photoPath: aStoredImage(),
        }),
        aPressRelease({ id: 2, title: 'Camp', description: 'Health camp', photoPath: null }),
      ]),
    );
    renderScreen(<PressReleasesPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'बजट पारित' })).toBeInTheDocument();
    expect(screen.getByText('बोर्ड ने बजट पारित किया।')).toBeInTheDocument();
    expect(screen.getByText('Camp')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Health camp')).toHaveAttribute('lang', 'en');
    await userEvent.click(screen.getByRole('button', { name: 'बजट पारित बड़ा करके देखें' }));
    expect(screen.getByRole('dialog', { name: 'बजट पारित' })).toBeInTheDocument();
  });
});
