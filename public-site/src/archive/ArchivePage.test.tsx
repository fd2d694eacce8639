import { act, screen, within } from '@testing-library/react';
import {
  aNewsItem,
  aNotice,
  aStoredPdf,
  aTender,
  failWith,
  fakeApi,
  pageOf,
} from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import { renderScreen, tableTexts } from '../testing/renderScreen';
import { pageReads } from '../testing/lastUpdatedAnswer';
import ArchivePage from './ArchivePage';

const api = fakeApi({ otherCalls: 'empty list' });

const YEARS = {
  notices: [
    { year: 2026, count: 21 },
    { year: 2024, count: 1 },
  ],
  circulars: [],
  officeOrders: [],
  latestNews: [{ year: 2025, count: 1 }],
  pressReleases: [],
  tenders: [{ year: 2025, count: 1 }],
};

beforeEach(() => {
  api.answer('GET /api/v2/public/archive', YEARS);
  api.answer('GET /api/v2/public/archive/:kind', (request) => {
    const kind = request.url.pathname.split('/').at(-1);
    if (kind === 'tenders') {
      return pageOf([
        aTender({ id: 3, tender_title: 'Road repair 2025', last_date_of_submission: '2025-12-31' }),
      ]);
    }
    if (kind === 'latestNews') return pageOf([aNewsItem({ id: 4, title: 'Camp held' })]);
    return pageOf(
      [
        aNotice({
          id: 7,
          title: 'Polling booths',
          titleHindi: 'मतदान केंद्र',
          issueDate: '2026-11-01',
          showUntil: '2026-11-30',
          filePath: aStoredPdf('Polling booths.pdf'),
        }),
      ],
      { page: Number(request.url.searchParams.get('page') ?? 1), total: 21 },
    );
  });
});

afterEach(() => act(() => setLanguage('en')));

describe('the archive page (issue 20)', () => {
  it("shows the kind's newest year by default, each title linking to the item's own page", async () => {
    renderScreen(<ArchivePage />, '/archive');
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Notices of 2026' });
    expect(tableTexts(table)).toEqual([
      ['Title', 'Issue Date', 'Document'],
      ['Polling booths', '01/Nov/2026', 'PDF Download Polling booths (PDF, 1.2 MB)'],
    ]);
    expect(within(table).getByRole('link', { name: 'Polling booths' })).toHaveAttribute(
      'href',
      '/notice-details?id=7',
    );
    expect(pageReads(api)).toEqual([
      '/api/v2/public/archive',
      '/api/v2/public/archive/notices?year=2026&page=1',
    ]);
  });

  it('offers every kind and only the years that hold items, as links that keep the choice', async () => {
    renderScreen(<ArchivePage />, '/archive?kind=notice&year=2024');
    await screen.findByRole('table', { name: 'Notices of 2024' });
    const kinds = screen.getByRole('navigation', { name: 'Kind of item' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Notices',
      'Circulars',
      'Office Orders',
      'Latest News',
      'Press Releases',
      'Tenders',
    ]);
    expect(within(kinds).getByRole('link', { name: 'Notices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(kinds).getByRole('link', { name: 'Tenders' })).toHaveAttribute(
      'href',
      '/archive?kind=tender',
    );
    const years = screen.getByRole('navigation', { name: 'Year' });
    expect(
      within(years)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['2026 (21)', '2024 (1)']);
    expect(within(years).getByRole('link', { name: '2024 (1)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(years).getByRole('link', { name: '2026 (21)' })).toHaveAttribute(
      'href',
      '/archive?kind=notice&year=2026',
    );
  });

  it('pages with the shared pager, the kind and year kept in each page link', async () => {
    renderScreen(<ArchivePage />, '/archive?kind=notice&year=2026&page=2');
    await screen.findByRole('table');
    // Kind and year in the address: both reads at once, no waiting for the years.
    expect(pageReads(api).sort()).toEqual([
      '/api/v2/public/archive',
      '/api/v2/public/archive/notices?year=2026&page=2',
    ]);
    const pager = screen.getByRole('navigation', { name: 'Pages of archived items' });
    expect(within(pager).getByRole('link', { name: /Page 1/ })).toHaveAttribute(
      'href',
      '/archive?kind=notice&year=2026',
    );
  });

  it('shows closed tenders by their last date, with their first document', async () => {
    renderScreen(<ArchivePage />, '/archive?kind=tender');
    const table = await screen.findByRole('table', { name: 'Tenders of 2025' });
    expect(tableTexts(table)[0]).toEqual(['Title', 'Last Date of Submission', 'Document']);
    expect(within(table).getByRole('link', { name: 'Road repair 2025' })).toHaveAttribute(
      'href',
      '/tender-details?id=3',
    );
  });

  it('says so when a kind has nothing archived, and asks for no page', async () => {
    renderScreen(<ArchivePage />, '/archive?kind=circular');
    expect(await screen.findByText('There are no archived Circulars yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(pageReads(api)).toEqual(['/api/v2/public/archive']);
  });

  it('says so when the archive cannot be read', async () => {
    api.answer('GET /api/v2/public/archive', failWith(500));
    renderScreen(<ArchivePage />, '/archive');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The archive could not be loaded. Please try again later.',
    );
  });

  it('speaks Hindi, the clerk’s Hindi title included', async () => {
    await act(() => setLanguage('hi'));
    renderScreen(<ArchivePage />, '/archive?kind=notice&year=2026');
    expect(screen.getByRole('heading', { level: 1, name: 'पुरालेख' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'सूचनाएँ: वर्ष 2026' });
    expect(within(table).getByRole('link', { name: 'मतदान केंद्र' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'सामग्री का प्रकार' })).toBeInTheDocument();
  });
});
