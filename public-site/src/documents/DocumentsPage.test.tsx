import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@council/i18n';
import { Route, Routes } from '@council/router';
import { pageLinks } from '../testing/pageLinks';
import { onApi, renderScreen, tableTexts } from '../testing/renderScreen';
import {
  aCircular,
  aNewsItem,
  aNotice,
  aStoredPdf,
  failWith,
  fakeApi,
  pageOf,
  PENDING,
  type ApiCall,
} from '@council/api-fake';
import DocumentsPage, { type DocumentsKind } from './DocumentsPage';
import { pageReads } from '../testing/lastUpdatedAnswer';

const CALLS = {
  notice: 'GET /api/v2/public/notices',
  circular: 'GET /api/v2/public/circulars',
  officeOrder: 'GET /api/v2/public/office-orders',
  latestNews: 'GET /api/v2/public/latest-news',
} as const satisfies Record<DocumentsKind, ApiCall>;
const api = fakeApi({ otherCalls: 'empty list' });

const MESSAGES: Record<
  DocumentsKind,
  [loading: string, empty: string, notFound: string, failed: string]
> = {
  notice: [
    'Loading notice data...',
    'No notice entries found.',
    'Notice data not found (404).',
    'An error occurred while fetching the notice data.',
  ],
  circular: [
    'Loading circular data...',
    'No circular entries found.',
    'Circular data not found (404).',
    'An error occurred while fetching the circular data.',
  ],
  officeOrder: [
    'Loading Office Order data...',
    'No Office Order entries found.',
    'Office Order data not found (404).',
    'An error occurred while fetching the Office Order data.',
  ],
  // DECISIONS.md: latest news speaks of latest news, not of office orders.
  latestNews: [
    'Loading latest news data...',
    'No latest news entries found.',
    'Latest news data not found (404).',
    'An error occurred while fetching the latest news data.',
  ],
};

const KINDS = Object.keys(CALLS) as DocumentsKind[];

describe.each(KINDS)('the %s list', (kind) => {
  const call = CALLS[kind];
  const [loading, empty, notFound, failed] = MESSAGES[kind];

  it('says it is loading while the answer is on its way', async () => {
    api.answer(call, PENDING);
    renderScreen(<DocumentsPage kind={kind} />);
    expect(await screen.findByText(loading)).toBeInTheDocument();
    expect(pageReads(api)).toEqual([`${call.slice('GET '.length)}?page=1`]);
  });

  it('says so when there are no entries', async () => {
    api.answer(call, pageOf([]));
    renderScreen(<DocumentsPage kind={kind} />);
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('tells a 404 from other failures', async () => {
    api.answer(call, failWith(404));
    const { unmount } = renderScreen(<DocumentsPage kind={kind} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(notFound);
    unmount();
    api.answer(call, failWith(500));
    renderScreen(<DocumentsPage kind={kind} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
  });
});

describe('the document lists, filled', () => {
  const notice = aNotice({
    id: 7,
    title: 'Water supply cut',
    description: 'Ward 3 and 4',
    issueDate: '2026-03-05T00:00:00',
    filePath: aStoredPdf('Water supply cut.pdf'),
  });

  it('show a notice with its date and download, and N/A and No Document where missing', async () => {
    api.answer(
      CALLS.notice,
      pageOf([
        notice,
        aNotice({ id: 8, title: 'Tax camp', description: '', issueDate: null, filePath: null }),
      ]),
    );
    renderScreen(<DocumentsPage kind="notice" />);
    expect(tableTexts(await screen.findByRole('table'))).toEqual([
      ['ID', 'Title', 'Description', 'Issue Date', 'Document'],
      [
        '7',
        'Water supply cut',
        'Ward 3 and 4',
        '05/Mar/2026',
        'PDF Download Water supply cut (PDF, 1.2 MB)',
      ],
      ['8', 'Tax camp', 'N/A', 'N/A', 'No Document'],
    ]);
  });

  it("link a title to the document's own page, and lay the rows out as cards on phones", async () => {
    api.answer(
      CALLS.notice,
      pageOf([notice, aNotice({ id: 8, title: 'Tax camp', issueDate: null, filePath: null })]),
    );
    renderScreen(<DocumentsPage kind="notice" />);
    const title = await screen.findByRole('link', { name: 'Water supply cut' });
    expect(title).toHaveAttribute('href', '/notice-details?id=7');
    expect(title).not.toHaveAttribute('target');
    // A document without a file has its page too.
    expect(screen.getByRole('link', { name: 'Tax camp' })).toHaveAttribute(
      'href',
      '/notice-details?id=8',
    );
    // On a card: the title on top, the date after its header, the download at the foot.
    expect(title.closest('td')).toHaveClass('council-card-heading');
    expect(screen.getByRole('cell', { name: '05/Mar/2026' })).toHaveAttribute(
      'data-label',
      'Issue Date',
    );
    expect(
      screen.getByRole('link', { name: 'Download Water supply cut (PDF, 1.2 MB)' }).closest('td'),
    ).toHaveClass('council-card-foot');
  });

  it('show the department of a circular', async () => {
    api.answer(CALLS.circular, pageOf([aCircular({ ...notice, department: 'Health' })]));
    renderScreen(<DocumentsPage kind="circular" />);
    expect(await screen.findByRole('cell', { name: 'Health' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Department' })).toBeInTheDocument();
  });

  it('open the file by its URL in a new tab, the link saying which document', async () => {
    api.answer(CALLS.officeOrder, pageOf([aCircular(notice)]));
    renderScreen(<DocumentsPage kind="officeOrder" />);
    const link = await screen.findByRole('link', {
      name: 'Download Water supply cut (PDF, 1.2 MB)',
    });
    expect(link).toHaveAttribute(
      'href',
      onApi('/api/files/9/00112233aabbccdd/Water%20supply%20cut.pdf'),
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('show latest news with id, title and description only', async () => {
    api.answer(
      CALLS.latestNews,
      pageOf([aNewsItem({ id: 2, title: 'Camp', description: 'On Monday' })]),
    );
    renderScreen(<DocumentsPage kind="latestNews" />);
    await screen.findByRole('cell', { name: 'Camp' });
    expect(screen.getByRole('link', { name: 'Camp' })).toHaveAttribute(
      'href',
      '/latestnews-details?id=2',
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Title',
      'Description',
    ]);
  });
});

describe('the document lists, by page', () => {
  const notices = (first: number, count: number) =>
    Array.from({ length: count }, (_, index) =>
      aNotice({ id: first - index, title: `Notice ${first - index}` }),
    );

  it('show the page the address asks for, asking the API for it, marked as the current page', async () => {
    api.answer(CALLS.notice, pageOf(notices(25, 5), { page: 2, total: 25 }));
    renderScreen(<DocumentsPage kind="notice" />, '/notice?page=2');
    expect(await screen.findByRole('cell', { name: 'Notice 25' })).toBeInTheDocument();
    expect(pageReads(api)).toEqual(['/api/v2/public/notices?page=2']);
    const pages = pageLinks('Notice');
    expect(pages.current()).toEqual(['Page 2']);
    expect(pages.showing()).toBe('Showing 21–25 of 25');
  });

  it('link to the next and previous pages, each its own address, and follow them', async () => {
    api.answer(CALLS.notice, (request) => {
      const page = Number(request.url.searchParams.get('page'));
      return pageOf(notices(60 - (page - 1) * 20, 20), { page, total: 60 });
    });
    renderScreen(
      <Routes>
        <Route path="/notice" element={<DocumentsPage kind="notice" />} />
      </Routes>,
      '/notice',
    );
    await screen.findByRole('navigation', { name: 'Pages of Notice' });
    const first = pageLinks('Notice');
    // The first page has no previous one: shown, but not a link.
    expect(first.target('Previous')).toBeNull();
    expect(first.target('Next')).toBe('/notice?page=2');
    expect(first.target('Page 3')).toBe('/notice?page=3');
    expect(first.current()).toEqual(['Page 1']);
    await userEvent.click(first.link('Next'));
    expect(await screen.findByRole('cell', { name: 'Notice 40' })).toBeInTheDocument();
    expect(pageReads(api)).toEqual([
      '/api/v2/public/notices?page=1',
      '/api/v2/public/notices?page=2',
    ]);
    const second = pageLinks('Notice');
    expect(second.target('Previous')).toBe('/notice');
    expect(second.current()).toEqual(['Page 2']);
  });

  it('show no links when the list fits one page', async () => {
    api.answer(CALLS.circular, pageOf([aCircular({ id: 1, title: 'Only one' })]));
    renderScreen(<DocumentsPage kind="circular" />);
    expect(await screen.findByRole('cell', { name: 'Only one' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the document lists in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));

  it('show a title and description in Hindi where the clerk wrote them, else the English marked as English', async () => {
    api.answer(
      CALLS.notice,
      pageOf([
        aNotice({
          id: 7,
          title: 'Water supply cut',
          titleHindi: 'जलापूर्ति बंद',
          description: 'Ward 3 and 4',
          descriptionHindi: 'वार्ड 3 और 4',
          filePath: aStoredPdf('Water supply cut.pdf'),
        }),
        aNotice({ id: 8, title: 'Tax camp', description: 'At the office', filePath: null }),
        aNotice({ id: 9, title: 'Pump repair', filePath: aStoredPdf('Pump repair.pdf') }),
      ]),
    );
    renderScreen(<DocumentsPage kind="notice" />);
    const title = await screen.findByRole('link', { name: 'जलापूर्ति बंद' });
    expect(title).toHaveAttribute('href', '/notice-details?id=7');
    expect(title.querySelector('[lang]')).toBeNull();
    expect(screen.getByRole('cell', { name: 'वार्ड 3 और 4' })).toBeInTheDocument();
    // The download link says which document, in Hindi too.
    expect(
      screen.getByRole('link', { name: 'डाउनलोड करें जलापूर्ति बंद (PDF, 1.2 MB)' }),
    ).toBeInTheDocument();
    // Not written in Hindi: the English, marked so that a screen reader reads it as English.
    expect(screen.getByText('Tax camp')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('At the office')).toHaveAttribute('lang', 'en');
    // A link named by its content, so the English title in it keeps its own language.
    const english = screen.getByRole('link', { name: 'Pump repair' });
    expect(english.querySelector('[lang="en"]')).toHaveTextContent(/^Pump repair$/);
  });

  it('name their pages in the form Hindi puts before के', async () => {
    api.answer(
      CALLS.circular,
      pageOf([aCircular({ id: 1, titleHindi: 'परिपत्र एक' })], { page: 2, total: 21 }),
    );
    renderScreen(<DocumentsPage kind="circular" />, '/circulars?page=2');
    expect(await screen.findByRole('navigation', { name: 'परिपत्रों के पृष्ठ' })).toHaveTextContent(
      'कुल 21 में से प्रविष्टि 21 दिखाई जा रही है',
    );
  });

  it('show latest news in Hindi', async () => {
    api.answer(
      CALLS.latestNews,
      pageOf([
        aNewsItem({ id: 2, title: 'Camp', titleHindi: 'शिविर', descriptionHindi: 'सोमवार को' }),
      ]),
    );
    renderScreen(<DocumentsPage kind="latestNews" />);
    expect(await screen.findByRole('cell', { name: 'शिविर' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'सोमवार को' })).toBeInTheDocument();
  });
});
