import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JPEG_BASE64, renderScreen, tableTexts } from '../testing/renderScreen';
import { aComplaint, failWith, fakeApi, PENDING } from '@council/api-fake';
import ComplaintsPage from './ComplaintsPage';

const PATH = '/api/Public/complaint';
const CALL = `GET ${PATH}` as const;
const api = fakeApi({ otherCalls: 'empty list' });

describe('All Complaints', () => {
  it('asks for every status and says it is loading', async () => {
    api.answer(CALL, PENDING);
    renderScreen(<ComplaintsPage />);
    expect(await screen.findByText('Loading complaints...')).toBeInTheDocument();
    expect(api.sentAddresses()).toEqual([`${PATH}?statusFilter=All`]);
  });

  it('lists complaints with badges and opens their details', async () => {
    api.answer(CALL, [
      aComplaint({
        id: 41,
        ward: '12',
        grivance: 'Blocked drain',
        status: 'Resolved',
        landmark: 'Near the school',
        action_Date: '2026-03-05T10:15:30',
        reminders: [{ message: 'Still blocked' }],
        pub_Image_1: JPEG_BASE64,
      }),
      aComplaint({ id: 42, ward: '', grivance: 'Street light', status: 'Open' }),
    ]);
    renderScreen(<ComplaintsPage />);
    expect(tableTexts(await screen.findByRole('table'))).toEqual([
      ['Complaint ID', 'Ward', 'Grievance Type', 'Status', 'Actions'],
      ['41', '12', 'Blocked drain', 'Resolved', 'View More'],
      ['42', 'N/A', 'Street light', 'Open', 'View More'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'View More about complaint 41' }));
    const details = screen.getByRole('dialog', { name: 'Complaint Details' });
    expect(within(details).getByText('Near the school')).toBeInTheDocument();
    expect(within(details).getByText('2026-03-05 10:15:30')).toBeInTheDocument();
    expect(within(details).getByText('Still blocked')).toBeInTheDocument();
  });

  it('says when there are none and when the call failed', async () => {
    api.answer(CALL, []);
    const { unmount } = renderScreen(<ComplaintsPage />);
    expect(await screen.findByText('No complaints found.')).toBeInTheDocument();
    unmount();
    api.answer(CALL, failWith(500));
    renderScreen(<ComplaintsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error fetching the complaints data.',
    );
  });
});
