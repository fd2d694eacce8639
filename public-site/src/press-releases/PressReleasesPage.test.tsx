import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JPEG_BASE64, renderScreen } from '../testing/renderScreen';
import { aPressRelease, asPlainText, failWith, fakeApi, PENDING } from '@council/api-fake';
import PressReleasesPage from './PressReleasesPage';

const PATH = '/api/Public/press-release';
const CALL = `GET ${PATH}` as const;
const api = fakeApi({ otherCalls: 'empty list' });

describe('the press releases', () => {
  afterEach(() => jest.restoreAllMocks());

  it('say they are loading', async () => {
    api.answer(CALL, PENDING);
    renderScreen(<PressReleasesPage />);
    expect(await screen.findByText('Loading press releases...')).toBeInTheDocument();
    expect(api.sentAddresses()).toEqual([PATH]);
  });

  it('show cards from JSON sent as text, and zoom an image until Escape or the close button', async () => {
    api.answer(
      CALL,
      asPlainText([
        aPressRelease({
          id: 1,
          title: 'Budget passed',
          description: 'The board passed the budget.',
          photoPath: JPEG_BASE64,
        }),
        aPressRelease({ id: 2, title: 'Camp', description: 'Health camp', photoPath: 'NA' }),
      ]),
    );
    renderScreen(<PressReleasesPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Budget passed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No image')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge Budget passed' }));
    const overlay = screen.getByRole('dialog', { name: 'Budget passed' });
    await userEvent.click(within(overlay).getByRole('button', { name: 'Close picture' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge Budget passed' }));
    await userEvent.keyboard('{Escape}');
    // jsdom's <dialog> does not turn Escape into `cancel`; the browser does (e2e checks it).
  });

  it('say when there are none, and only log a failure', async () => {
    api.answer(CALL, []);
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
