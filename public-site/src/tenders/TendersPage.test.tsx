import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLinks } from '../testing/pageLinks';
import { onApi, renderScreen, tableTexts } from '../testing/renderScreen';
import {
  aStoredPdf,
  aTender,
  failWith,
  fakeApi,
  pageOf,
  PENDING,
  type SentRequest,
} from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import { useTitleFromScreen } from '@council/site-config';
import TenderDetailsPage from './TenderDetailsPage';
import TendersPage from './TendersPage';
import { pageReads } from '../testing/lastUpdatedAnswer';

const CALL = 'GET /api/v2/public/tenders';
const api = fakeApi({ otherCalls: 'empty list' });

const open = aTender({
  id: 1,
  tender_no: 'NP/2026/01',
  tender_title: 'Road repair, ward 5',
  tender_discreption: 'Repair of 2 km of road',
  publish_date: '2026-01-10T00:00:00',
  last_date_of_submission: '2099-03-05T00:00:00',
  last_date_of_submission_time: '15:30',
  status: 'Open',
  file: aStoredPdf('Road repair, ward 5.pdf'),
  tender_title_2: 'BOQ',
  file2: aStoredPdf('BOQ.pdf', { url: '/api/files/10/00112233aabbccdd/BOQ.pdf' }),
});
const closed = aTender({
  id: 2,
  tender_no: 'NP/2020/09',
  tender_title: 'Street lights',
  tender_discreption: '',
  // The contract has no null here: an empty date reads as no date, as null did.
  publish_date: '',
  last_date_of_submission: '2020-02-01',
  last_date_of_submission_time: '11:00',
  status: 'Closed',
});

/** The tender lists as the API splits them (?state=active|closed). */
const byState =
  (lists: { active: ReturnType<typeof aTender>[]; closed: ReturnType<typeof aTender>[] }) =>
  ({ url }: { url: URL }) =>
    pageOf(lists[url.searchParams.get('state') === 'closed' ? 'closed' : 'active']);

describe('the tender lists', () => {
  afterEach(() => jest.restoreAllMocks());

  it('say they are loading', async () => {
    api.answer(CALL, PENDING);
    renderScreen(<TendersPage period="active" />);
    expect(await screen.findByText('Loading tenders...')).toBeInTheDocument();
  });

  it('show active tenders with their dates, and past ones on the other list, each asked of the API', async () => {
    api.answer(CALL, byState({ active: [open], closed: [closed] }));
    const { unmount } = renderScreen(<TendersPage period="active" />);
    expect(tableTexts(await screen.findByRole('table'))).toEqual([
      ['S.No.', 'Tender Title', 'Publish Date', 'Last Date of Submission', 'Actions'],
      ['1', 'Road repair, ward 5', '10/Jan/2026', '05/Mar/2099 15:30', 'ViewDocuments'],
    ]);
    unmount();
    renderScreen(<TendersPage period="past" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Un-Active Tenders' }),
    ).toBeInTheDocument();
    expect(tableTexts(await screen.findByRole('table'))[1]).toEqual([
      '1',
      'Street lights',
      'N/A',
      '01/Feb/2020 11:00',
      'ViewDocuments',
    ]);
    expect(pageReads(api)).toEqual([
      '/api/v2/public/tenders?state=active&page=1',
      '/api/v2/public/tenders?state=closed&page=1',
    ]);
  });

  it("link each title to the tender's own page, and lay the rows out as cards on phones", async () => {
    api.answer(CALL, pageOf([open]));
    renderScreen(<TendersPage period="active" />);
    const title = await screen.findByRole('link', { name: 'Road repair, ward 5' });
    expect(title).toHaveAttribute('href', '/tender-details?id=1');
    // The card's heading is the title; its foot the two buttons; the serial number is left off.
    expect(title.closest('td')).toHaveClass('council-card-heading');
    const foot = screen.getByRole('button', { name: 'View Road repair, ward 5' }).closest('td');
    expect(foot).toHaveClass('council-card-foot');
    expect(within(foot as HTMLElement).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: '1' })).toHaveClass('council-card-hidden');
    expect(screen.getByRole('cell', { name: '10/Jan/2026' })).toHaveAttribute(
      'data-label',
      'Publish Date',
    );
  });

  it('number the rows of a later page on from the pages before, and link to the others', async () => {
    api.answer(CALL, pageOf([closed], { page: 3, total: 41 }));
    renderScreen(<TendersPage period="past" />, '/pasttender?page=3');
    expect(tableTexts(await screen.findByRole('table'))[1]?.[0]).toBe('41');
    expect(pageReads(api)).toEqual(['/api/v2/public/tenders?state=closed&page=3']);
    const pages = pageLinks('Un-Active Tenders');
    expect(pages.current()).toEqual(['Page 3']);
    expect(pages.target('Previous')).toBe('/pasttender?page=2');
    expect(pages.target('Next')).toBeNull();
  });

  it('open the details modal and the documents dialog, each closing again', async () => {
    api.answer(CALL, pageOf([open]));
    renderScreen(<TendersPage period="active" />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Road repair, ward 5' }));
    const summary = screen.getByRole('dialog', { name: 'Tender' });
    expect(within(summary).getByText('NP/2026/01')).toBeInTheDocument();
    expect(within(summary).getByText('Repair of 2 km of road')).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Documents of Road repair, ward 5' }));
    const details = screen.getByRole('dialog', { name: 'Tender Details' });
    // Each document opens by its URL, in a new tab.
    const first = within(details).getByRole('link', { name: /Road repair, ward 5/ });
    expect(first).toHaveAttribute(
      'href',
      onApi('/api/files/9/00112233aabbccdd/Road%20repair%2C%20ward%205.pdf'),
    );
    expect(first).toHaveAttribute('target', '_blank');
    const boq = within(details).getByRole('link', { name: /BOQ/ });
    expect(boq).toHaveAttribute('href', onApi('/api/files/10/00112233aabbccdd/BOQ.pdf'));
    expect(boq).toHaveAttribute('target', '_blank');
    expect(within(details).getByText('05/Mar/2099 15:30')).toBeInTheDocument();
    expect(
      within(details).getByRole('link', { name: 'Open this tender as a page' }),
    ).toHaveAttribute('href', '/tender-details?id=1');
  });

  it('say when there is none, and only log a failure', async () => {
    api.answer(CALL, pageOf([]));
    const { unmount } = renderScreen(<TendersPage period="active" />);
    expect(await screen.findByText('No active tenders at present.')).toBeInTheDocument();
    unmount();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(CALL, failWith(500));
    renderScreen(<TendersPage period="past" />);
    expect(await screen.findByText('No past tenders found.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});

describe('the tender details page', () => {
  const ONE = 'GET /api/v2/public/tenders/:id';
  const byId =
    (...tenders: ReturnType<typeof aTender>[]) =>
    ({ path }: SentRequest) =>
      tenders.find((tender) => path.endsWith(`/${tender.id}`)) ??
      failWith(404, { message: 'There is no tender with that id.' });

  it('shows the tender named by ?id=, with No Document where none is attached', async () => {
    api.answer(ONE, byId(open, closed));
    renderScreen(<TenderDetailsPage />, '/tender-details?id=2');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Street lights' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No Document')).toBeInTheDocument();
    // Its last date is past, so it links back to the closed tenders' list.
    expect(screen.getByRole('link', { name: 'Un-Active Tenders' })).toHaveAttribute(
      'href',
      '/pasttender',
    );
    expect(pageReads(api)).toEqual(['/api/v2/public/tenders/2']);
  });

  it("names the page after the tender once it is loaded, the route's title until then", async () => {
    api.answer(ONE, byId(open, closed));
    const pageTitle = renderHook(() => useTitleFromScreen());
    renderScreen(<TenderDetailsPage />, '/tender-details?id=2');
    expect(pageTitle.result.current).toBeNull();
    await waitFor(() => expect(pageTitle.result.current).toBe('Street lights'));
  });

  it("links an open tender back to the active list, with its documents' links", async () => {
    api.answer(ONE, byId(open, closed));
    renderScreen(<TenderDetailsPage />, '/tender-details?id=1');
    expect(await screen.findByRole('link', { name: /BOQ/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Active Tenders' })).toHaveAttribute(
      'href',
      '/currenttender',
    );
  });

  it('says it is loading, and when the tender does not exist or cannot be loaded', async () => {
    api.answer(ONE, PENDING);
    const first = renderScreen(<TenderDetailsPage />, '/tender-details?id=9');
    expect(await screen.findByText('Loading tender details...')).toBeInTheDocument();
    first.unmount();

    api.answer(ONE, byId(open));
    const second = renderScreen(<TenderDetailsPage />, '/tender-details?id=9');
    expect(
      await screen.findByText('This tender was not found. It may have been removed.'),
    ).toBeInTheDocument();
    second.unmount();

    api.answer(ONE, failWith(500));
    renderScreen(<TenderDetailsPage />, '/tender-details?id=9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The tender could not be loaded. Please try again later.',
    );
  });

  it('asks for a tender when no id is given', async () => {
    renderScreen(<TenderDetailsPage />, '/tender-details');
    expect(
      await screen.findByText('No tender was chosen. Please pick one from the tender lists.'),
    ).toBeInTheDocument();
  });
});

describe('the tenders in Hindi', () => {
  const ONE = 'GET /api/v2/public/tenders/:id';
  const inHindi = aTender({
    ...open,
    titleHindi: 'वार्ड 5 में सड़क की मरम्मत',
    descriptionHindi: '2 किमी सड़क की मरम्मत',
  });

  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));

  it('list a tender by its Hindi title, and one without by its English title marked as English', async () => {
    api.answer(CALL, pageOf([inHindi, closed]));
    renderScreen(<TendersPage period="active" />);
    const link = await screen.findByRole('link', { name: 'वार्ड 5 में सड़क की मरम्मत' });
    expect(link).toHaveAttribute('href', '/tender-details?id=1');
    expect(within(link).queryByText('Road repair, ward 5')).toBeNull();
    expect(screen.getByText('Street lights')).toHaveAttribute('lang', 'en');
    await userEvent.click(screen.getByRole('button', { name: 'वार्ड 5 में सड़क की मरम्मत देखें' }));
    const summary = screen.getByRole('dialog', { name: 'निविदा' });
    expect(within(summary).getByText('2 किमी सड़क की मरम्मत')).toBeInTheDocument();
  });

  it("show a tender's page in Hindi: its heading, its first document and the page's name", async () => {
    api.answer(ONE, () => inHindi);
    const pageTitle = renderHook(() => useTitleFromScreen());
    renderScreen(<TenderDetailsPage />, '/tender-details?id=1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'वार्ड 5 में सड़क की मरम्मत' }),
    ).toBeInTheDocument();
    // Document 1 is titled by the tender's title; the others' titles are English only.
    expect(
      screen.getByRole('link', { name: 'वार्ड 5 में सड़क की मरम्मत (PDF, 1.2 MB)' }),
    ).toHaveAttribute(
      'href',
      onApi('/api/files/9/00112233aabbccdd/Road%20repair%2C%20ward%205.pdf'),
    );
    expect(screen.getByText('BOQ')).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(pageTitle.result.current).toBe('वार्ड 5 में सड़क की मरम्मत'));
  });
});
