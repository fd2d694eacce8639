import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDF_BASE64, renderScreen, tableTexts } from '../testing/renderScreen';
import {
  aCircular,
  aNewsItem,
  aNotice,
  failWith,
  fakeApi,
  offContract,
  PENDING,
  type ApiCall,
} from '@council/api-fake';
import DocumentsPage, { type DocumentsKind } from './DocumentsPage';

const CALLS = {
  notice: 'GET /api/Public/notice',
  circular: 'GET /api/Public/circular',
  officeOrder: 'GET /api/Public/officeorder',
  latestNews: 'GET /api/Public/latest-news',
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
    expect(api.sentAddresses()).toEqual([call.slice('GET '.length)]);
  });

  it('says so when there are no entries', async () => {
    api.answer(call, []);
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
    filePath: PDF_BASE64,
  });

  it('show a notice with its date and download, and N/A and No Document where missing', async () => {
    api.answer('GET /api/Public/notice', [
      notice,
      aNotice({ id: 8, title: 'Tax camp', description: '', issueDate: null, filePath: 'NA' }),
    ]);
    renderScreen(<DocumentsPage kind="notice" />);
    expect(tableTexts(await screen.findByRole('table'))).toEqual([
      ['ID', 'Title', 'Description', 'Issue Date', 'Document'],
      ['7', 'Water supply cut', 'Ward 3 and 4', '05/Mar/2026', 'PDF Download Water supply cut'],
      ['8', 'Tax camp', 'N/A', 'N/A', 'No Document'],
    ]);
  });

  it('accept the answer wrapped in an object with data, and show the department of a circular', async () => {
    api.answer(
      'GET /api/Public/circular',
      offContract({ data: [aCircular({ ...notice, department: 'Health' })] }),
    );
    renderScreen(<DocumentsPage kind="circular" />);
    expect(await screen.findByRole('cell', { name: 'Health' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Department' })).toBeInTheDocument();
  });

  it('download the file as {title}.pdf', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:doc';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    api.answer('GET /api/Public/officeorder', [aCircular(notice)]);
    renderScreen(<DocumentsPage kind="officeOrder" />);
    await userEvent.click(await screen.findByRole('button', { name: /Download/ }));
    expect(clicked).toEqual(['Water supply cut.pdf']);
    expect(created[0]?.type).toBe('application/pdf');
  });

  it('show latest news with id, title and description only', async () => {
    api.answer('GET /api/Public/latest-news', [
      aNewsItem({ id: 2, title: 'Camp', description: 'On Monday' }),
    ]);
    renderScreen(<DocumentsPage kind="latestNews" />);
    await screen.findByRole('cell', { name: 'Camp' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Title',
      'Description',
    ]);
  });
});
