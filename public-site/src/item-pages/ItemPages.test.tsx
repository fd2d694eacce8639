import { renderHook, screen, waitFor } from '@testing-library/react';
import {
  aNewsItem,
  aNotice,
  aPressRelease,
  aStoredImage,
  aStoredPdf,
  failWith,
  fakeApi,
  PENDING,
} from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import { useTitleFromScreen } from '@council/site-config';
import { onApi, renderScreen } from '../testing/renderScreen';
import { pageReads } from '../testing/lastUpdatedAnswer';
import DocumentDetailsPage from './DocumentDetailsPage';
import LatestNewsDetailsPage from './LatestNewsDetailsPage';
import PressReleaseDetailsPage from './PressReleaseDetailsPage';

const api = fakeApi({ otherCalls: 'empty list' });

const waterCut = aNotice({
  id: 7,
  title: 'Water supply cut',
  titleHindi: 'जलापूर्ति बंद',
  description: 'Ward 3 and 4,\nfrom 10 am.',
  issueDate: '2026-03-05T00:00:00',
  filePath: aStoredPdf('Water supply cut.pdf'),
});

describe("a notice's own page", () => {
  it('shows the notice: title, date, description, its document with format and size, and the way back', async () => {
    api.answer('GET /api/v2/public/notices/:id', waterCut);
    const pageTitle = renderHook(() => useTitleFromScreen());
    renderScreen(<DocumentDetailsPage kind="notice" />, '/notice-details?id=7');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Water supply cut' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notice Details' })).toBeInTheDocument();
    expect(screen.getByText('05/Mar/2026')).toBeInTheDocument();
    expect(screen.getByText(/Ward 3 and 4,/)).toHaveTextContent('Ward 3 and 4, from 10 am.');
    const download = screen.getByRole('link', { name: 'Download Water supply cut (PDF, 1.2 MB)' });
    expect(download).toHaveAttribute(
      'href',
      onApi('/api/files/9/00112233aabbccdd/Water%20supply%20cut.pdf'),
    );
    expect(screen.getByRole('link', { name: 'All notices' })).toHaveAttribute('href', '/notice');
    expect(pageReads(api)).toEqual(['/api/v2/public/notices/7']);
    // The page is named after the notice (the tab, a bookmark, a shared link).
    await waitFor(() => expect(pageTitle.result.current).toBe('Water supply cut'));
  });

  it.each([
    [
      'circular',
      '/circular-details?id=7',
      '/api/v2/public/circulars/7',
      'All circulars',
      '/circulars',
    ],
    [
      'officeOrder',
      '/officeorder-details?id=7',
      '/api/v2/public/office-orders/7',
      'All office orders',
      '/officeorder',
    ],
  ] as const)('serves a %s too, with its department', async (kind, address, read, back, list) => {
    api.answers({
      'GET /api/v2/public/circulars/:id': { ...waterCut, department: 'Health' },
      'GET /api/v2/public/office-orders/:id': { ...waterCut, department: 'Health' },
    });
    renderScreen(<DocumentDetailsPage kind={kind} />, address);
    expect(await screen.findByText('Health')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', list);
    expect(pageReads(api)).toEqual([read]);
  });

  it('says it is loading, then that the notice does not exist', async () => {
    api.answer('GET /api/v2/public/notices/:id', PENDING);
    const first = renderScreen(<DocumentDetailsPage kind="notice" />, '/notice-details?id=9');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    first.unmount();
    api.answer('GET /api/v2/public/notices/:id', failWith(404, { message: 'No notice' }));
    renderScreen(<DocumentDetailsPage kind="notice" />, '/notice-details?id=9');
    expect(
      await screen.findByText(
        'This notice was not found. It may have been removed, or the address may be wrong.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All notices' })).toBeInTheDocument();
  });

  it.each([
    '/notice-details',
    '/notice-details?id=abc',
    '/notice-details?id=0',
    '/notice-details?id=99999999999',
  ])('asks the API nothing for %s, and says there is no such notice', async (address) => {
    renderScreen(<DocumentDetailsPage kind="notice" />, address);
    expect(await screen.findByText(/This notice was not found/)).toBeInTheDocument();
    expect(pageReads(api)).toEqual([]);
  });

  it('says so when the API fails', async () => {
    api.answer('GET /api/v2/public/notices/:id', failWith(500, { message: 'down' }));
    renderScreen(<DocumentDetailsPage kind="notice" />, '/notice-details?id=7');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Please try again later.',
    );
  });
});

describe('a news item and a press release, each on its own page', () => {
  it('shows a news item with its date', async () => {
    api.answer(
      'GET /api/v2/public/latest-news/:id',
      aNewsItem({
        id: 2,
        title: 'Health camp',
        description: 'On Monday',
        createdDate: '2026-02-01T00:00:00',
      }),
    );
    renderScreen(<LatestNewsDetailsPage />, '/latestnews-details?id=2');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Health camp' }),
    ).toBeInTheDocument();
    expect(screen.getByText('01/Feb/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All latest news' })).toHaveAttribute(
      'href',
      '/latestnews',
    );
  });

  it('shows a press release with its newspaper and its cutting', async () => {
    api.answer(
      'GET /api/v2/public/press-releases/:id',
      aPressRelease({
        id: 3,
        title: 'Council meets',
        releaseNewsPaperName: 'Prabhat Khabar',
        releasesPageNo: '4',
        releaseDate: '2026-01-10T00:00:00',
        photoPath: aStoredImage(),
      }),
    );
    renderScreen(<PressReleaseDetailsPage />, '/pressrelease-details?id=3');
    expect(
      await screen.findByRole('img', { name: 'Press cutting: Council meets' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Prabhat Khabar')).toBeInTheDocument();
    expect(screen.getByText('10/Jan/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All press releases' })).toHaveAttribute(
      'href',
      '/pressrelease',
    );
  });
});

describe('an item page in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));

  it('shows the Hindi title, and the English description marked as English where there is no Hindi', async () => {
    api.answer('GET /api/v2/public/notices/:id', waterCut);
    const pageTitle = renderHook(() => useTitleFromScreen());
    renderScreen(<DocumentDetailsPage kind="notice" />, '/notice-details?id=7');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'जलापूर्ति बंद' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ward 3 and 4,/)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('05 मार्च 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी सूचनाएँ' })).toHaveAttribute('href', '/notice');
    await waitFor(() => expect(pageTitle.result.current).toBe('जलापूर्ति बंद'));
  });
});
