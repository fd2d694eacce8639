import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@council/router';
import { pageLinks } from '../testing/pageLinks';
import { renderScreen, tableTexts } from '../testing/renderScreen';
import { aComplaint, aStoredImage, failWith, fakeApi, pageOf, PENDING } from '@council/api-fake';
import ComplaintsPage from './ComplaintsPage';
import { pageReads } from '../testing/lastUpdatedAnswer';

const PATH = '/api/v2/public/complaints';
const CALL = `GET ${PATH}` as const;
const api = fakeApi({ otherCalls: 'empty list' });

describe('All Complaints', () => {
  it('asks for every status and says it is loading', async () => {
    api.answer(CALL, PENDING);
    renderScreen(<ComplaintsPage />);
    expect(await screen.findByText('Loading complaints...')).toBeInTheDocument();
    expect(pageReads(api)).toEqual([`${PATH}?page=1`]);
  });

  it('lists complaints with badges and opens their details', async () => {
    api.answer(
      CALL,
      pageOf([
        aComplaint({
          id: 41,
          number: 'SNP/2026/000041',
          ward: '12',
          grivance: 'Blocked drain',
          status: 'Resolved',
          landmark: 'Near the school',
          action_Date: '2026-03-05T10:15:30',
          reminders: [{ message: 'Still blocked' }],
          pub_Image_1: aStoredImage(),
        }),
        aComplaint({
          id: 42,
          number: 'SNP/2026/000042',
          ward: '',
          grivance: 'Street light',
          status: 'Open',
          overdue: true,
        }),
      ]),
    );
    renderScreen(<ComplaintsPage />);
    expect(tableTexts(await screen.findByRole('table'))).toEqual([
      ['Complaint ID', 'Complaint number', 'Ward', 'Grievance Type', 'Status', 'Actions'],
      ['41', 'SNP/2026/000041', '12', 'Blocked drain', 'Resolved', 'View More'],
      ['42', 'SNP/2026/000042', 'N/A', 'Street light', 'OpenOverdue', 'View More'],
    ]);
    expect(screen.getByText('Overdue')).toHaveClass('badge');
    // A number leads to the complaint's tracking page.
    expect(screen.getByRole('link', { name: 'SNP/2026/000042' })).toHaveAttribute(
      'href',
      '/trackgrievance?number=SNP%2F2026%2F000042',
    );
    await userEvent.click(screen.getByRole('button', { name: 'View More about complaint 41' }));
    const details = screen.getByRole('dialog', { name: 'Complaint Details' });
    expect(within(details).getByText('Near the school')).toBeInTheDocument();
    expect(within(details).getByText('2026-03-05 10:15:30')).toBeInTheDocument();
    expect(within(details).getByText('Still blocked')).toBeInTheDocument();
  });

  it("says the citizen's words are not public where the answer leaves them empty", async () => {
    api.answer(
      CALL,
      pageOf([
        aComplaint({
          id: 43,
          landmark: '',
          your_Suggestion: '',
          additional_Information: '',
          status: 'Open',
        }),
      ]),
    );
    renderScreen(<ComplaintsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'View More about complaint 43' }),
    );
    const details = screen.getByRole('dialog', { name: 'Complaint Details' });
    expect(
      within(details).getAllByText(
        'Not public: shown once the council accepts the complaint, unless staff hide it.',
      ),
    ).toHaveLength(3);
  });

  it('says "None given" for the suggestion of an accepted complaint filed without one', async () => {
    api.answer(
      CALL,
      pageOf([
        aComplaint({
          id: 44,
          landmark: 'Near the school',
          your_Suggestion: '',
          additional_Information: 'Blocked for a week',
          status: 'In Progress',
        }),
      ]),
    );
    renderScreen(<ComplaintsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'View More about complaint 44' }),
    );
    const details = screen.getByRole('dialog', { name: 'Complaint Details' });
    expect(within(details).getByText('Blocked for a week')).toBeInTheDocument();
    expect(within(details).getByText('None given')).toBeInTheDocument();
    expect(details).not.toHaveTextContent('Not public');
  });

  it('says when there are none and when the call failed', async () => {
    api.answer(CALL, pageOf([]));
    const { unmount } = renderScreen(<ComplaintsPage />);
    expect(await screen.findByText('No complaints found.')).toBeInTheDocument();
    unmount();
    api.answer(CALL, failWith(500));
    renderScreen(<ComplaintsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error fetching the complaints data.',
    );
  });

  it('asks the API for the status the address names, keeping it on the page links', async () => {
    api.answer(CALL, pageOf([aComplaint({ id: 7, status: 'Resolved' })], { page: 2, total: 21 }));
    renderScreen(<ComplaintsPage />, '/viewgrievance?status=Resolved&page=2');
    expect(await screen.findByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(pageReads(api)).toEqual([`${PATH}?status=Resolved&page=2`]);
    const pages = pageLinks('All Complaints');
    expect(pages.current()).toEqual(['Page 2']);
    expect(pages.target('Previous')).toBe('/viewgrievance?status=Resolved');
  });

  it('asks for every status when the address names none it knows', async () => {
    api.answer(CALL, pageOf([]));
    renderScreen(<ComplaintsPage />, '/viewgrievance?status=Lost');
    expect(await screen.findByText('No complaints found.')).toBeInTheDocument();
    expect(pageReads(api)).toEqual([`${PATH}?page=1`]);
  });

  it('moves to the next page by its link', async () => {
    api.answer(CALL, ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      return pageOf([aComplaint({ id: 100 - page })], { page, total: 40 });
    });
    renderScreen(
      <Routes>
        <Route path="/viewgrievance" element={<ComplaintsPage />} />
      </Routes>,
      '/viewgrievance?status=Open',
    );
    await screen.findByRole('cell', { name: '99' });
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: '98' })).toBeInTheDocument();
    expect(pageReads(api)).toEqual([`${PATH}?status=Open&page=1`, `${PATH}?status=Open&page=2`]);
  });
});
