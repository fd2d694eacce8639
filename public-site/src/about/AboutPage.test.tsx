import { screen } from '@testing-library/react';
import { DEMO_COUNCIL } from '@council/site-config';
import { pageLinks } from '../testing/pageLinks';
import { onApi, renderScreen } from '../testing/renderScreen';
import {
  anAboutEntry,
  anOfficial,
  aStoredImage,
  failWith,
  fakeApi,
  pageOf,
  PENDING,
} from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import AboutPage from './AboutPage';

const OFFICIALS = 'GET /api/v2/public/officials';
const ABOUT = 'GET /api/v2/public/about';
const api = fakeApi({ otherCalls: 'empty list' });

describe('the about page', () => {
  it("says 'Loading employees...' while the officials load", async () => {
    api.answer(OFFICIALS, PENDING);
    renderScreen(<AboutPage />);
    expect(await screen.findByText('Loading employees...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('shows the welcome, the about text and the officials', async () => {
    api.answers({
      [ABOUT]: pageOf([anAboutEntry({ name: 'Town', description: 'Founded in 1869.' })]),
      [OFFICIALS]: pageOf([
        anOfficial({ id: 2, name: 'Mohan Lal', designation: 'Executive Officer' }),
      ]),
    });
    renderScreen(<AboutPage />);
    expect(await screen.findByText('Mohan Lal')).toBeInTheDocument();
    expect(screen.getByText('Founded in 1869.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: `Welcome to ${DEMO_COUNCIL.name}` }),
    ).toBeInTheDocument();
  });

  it('holds the officials until the about text is in, so they never move in view', async () => {
    api.answers({
      [ABOUT]: PENDING,
      [OFFICIALS]: pageOf([
        anOfficial({ id: 2, name: 'Mohan Lal', designation: 'Executive Officer' }),
      ]),
    });
    renderScreen(<AboutPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Mohan Lal')).not.toBeInTheDocument();
  });

  it('says when there are no members', async () => {
    renderScreen(<AboutPage />);
    expect(await screen.findByText('No members to show.')).toBeInTheDocument();
  });

  it('shows the error line in the officials block', async () => {
    api.answer(ABOUT, failWith(500));
    renderScreen(<AboutPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load about items');
  });

  it('says when the officials fail', async () => {
    api.answer(OFFICIALS, failWith(503));
    renderScreen(<AboutPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load employee data');
  });

  it('shows the page of the about text the address asks for, with its picture first', async () => {
    api.answers({
      [ABOUT]: pageOf(
        [
          anAboutEntry({
            id: 21,
            name: 'Wards',
            description: 'Twelve wards.',
            photoPath: aStoredImage({ url: '/api/files/21/0123456789abcdef/photo.jpg' }),
          }),
        ],
        { page: 2, total: 21 },
      ),
    });
    renderScreen(<AboutPage />, '/about?page=2');
    expect(await screen.findByText('Twelve wards.')).toBeInTheDocument();
    expect(api.sentAddresses()).toContain('/api/v2/public/about?page=2');
    expect(pageLinks('About Us').current()).toEqual(['Page 2']);
    // No carousel above it here: the about picture is the page's main one.
    const picture = screen.getByRole('img', { name: 'About Wards' });
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture.getAttribute('srcset')).toContain(
      `${onApi('/api/files/21/0123456789abcdef/photo.jpg')} 1600w`,
    );
  });
});

describe('the about page in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));

  it('shows the about text in Hindi where the clerk wrote it, else in English marked as English', async () => {
    api.answers({
      [ABOUT]: pageOf(
        [
          anAboutEntry({
            id: 1,
            name: 'Town',
            nameHindi: 'नगर',
            description: 'Founded in 1869.',
            descriptionHindi: '1869 में स्थापित।',
            photoPath: aStoredImage(),
          }),
          anAboutEntry({ id: 2, name: 'Wards', description: 'Twelve wards.' }),
        ],
        { page: 2, total: 22 },
      ),
      [OFFICIALS]: pageOf([
        anOfficial({
          id: 2,
          name: 'Mohan Lal',
          nameHindi: 'मोहन लाल',
          designation: 'Executive Officer',
        }),
      ]),
    });
    renderScreen(<AboutPage />, '/about?page=2');
    expect(await screen.findByText('1869 में स्थापित।')).toBeInTheDocument();
    expect(screen.getByText('Twelve wards.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('img', { name: 'नगर के बारे में' })).toBeInTheDocument();
    expect(screen.getByText('मोहन लाल')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'परिचय के पृष्ठ' })).toBeInTheDocument();
  });
});
