import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDF_BASE64, renderScreen, tableTexts } from '../testing/renderScreen';
import { aTender, failWith, fakeApi, PENDING } from '@council/api-fake';
import TenderDetailsPage from './TenderDetailsPage';
import TendersPage from './TendersPage';

const PATH = 'GET /api/Public/tender';
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
  file: PDF_BASE64,
  tender_title_2: 'BOQ',
  file2: PDF_BASE64,
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

describe('the tender lists', () => {
  afterEach(() => jest.restoreAllMocks());

  it('say they are loading', async () => {
    api.answer(PATH, PENDING);
    renderScreen(<TendersPage period="active" />);
    expect(await screen.findByText('Loading tenders...')).toBeInTheDocument();
  });

  it('show active tenders with their dates, and past ones on the other list', async () => {
    api.answer(PATH, [open, closed]);
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
  });

  it('open the details modal and the documents dialog, each closing again', async () => {
    api.answer(PATH, [open]);
    renderScreen(<TendersPage period="active" />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Road repair, ward 5' }));
    const summary = screen.getByRole('dialog', { name: 'Tender' });
    expect(within(summary).getByText('NP/2026/01')).toBeInTheDocument();
    expect(within(summary).getByText('Repair of 2 km of road')).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Documents of Road repair, ward 5' }));
    const details = screen.getByRole('dialog', { name: 'Tender Details' });
    expect(
      within(details).getByRole('button', { name: /Road repair, ward 5/ }),
    ).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: /BOQ/ })).toBeInTheDocument();
    expect(within(details).getByText('05/Mar/2099 15:30')).toBeInTheDocument();
    expect(
      within(details).getByRole('link', { name: 'Open this tender as a page' }),
    ).toHaveAttribute('href', '/tender-details?id=1');
  });

  it('say when there is none, and only log a failure', async () => {
    api.answer(PATH, [closed]);
    const { unmount } = renderScreen(<TendersPage period="active" />);
    expect(await screen.findByText('No active tenders at present.')).toBeInTheDocument();
    unmount();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(PATH, failWith(500));
    renderScreen(<TendersPage period="past" />);
    expect(await screen.findByText('No past tenders found.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});

describe('the tender details page', () => {
  it('shows the tender named by ?id=, with No Document where none is attached', async () => {
    api.answer(PATH, [open, closed]);
    renderScreen(<TenderDetailsPage />, '/tender-details?id=2');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Street lights' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No Document')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Un-Active Tenders' })).toHaveAttribute(
      'href',
      '/pasttender',
    );
  });

  it('says it is loading, and when the tender does not exist or cannot be loaded', async () => {
    api.answer(PATH, PENDING);
    const first = renderScreen(<TenderDetailsPage />, '/tender-details?id=9');
    expect(await screen.findByText('Loading tender details...')).toBeInTheDocument();
    first.unmount();
    api.answer(PATH, [open]);
    const second = renderScreen(<TenderDetailsPage />, '/tender-details?id=9');
    expect(
      await screen.findByText('This tender was not found. It may have been removed.'),
    ).toBeInTheDocument();
    second.unmount();
    api.answer(PATH, failWith(500));
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
