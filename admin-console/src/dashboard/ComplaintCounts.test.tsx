import { render, screen } from '@testing-library/react';
import { aComplaintStatus, authorizationOf, fakeApi } from '@council/api-fake';
import { signInAdmin } from '../testing/adminTestSetup';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { ComplaintCounts } from './ComplaintCounts';

const api = fakeApi();
beforeEach(signInAdmin);

describe('the status-wise complaint count', () => {
  it('counts the complaints per status from GET /api/Admin/complaint-count?statusFilter=All', async () => {
    api.answer(
      'GET /api/Admin/complaint-count',
      ['Open', 'Open', 'Resolved', ''].map((status, index) =>
        aComplaintStatus({ id: index + 1, status }),
      ),
    );
    jest.spyOn(console, 'warn').mockImplementation(() => undefined); // jsdom draws no canvas
    render(<ComplaintCounts />, { wrapper: InQueryCache });
    expect(await screen.findByText('Open: 2 complaint(s)')).toBeInTheDocument();
    expect(screen.getByText('Resolved: 1 complaint(s)')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByRole('img', { name: 'Pie chart of complaints per status' }),
    ).toBeInTheDocument();
    expect(api.sent[0]?.url.href).toMatch(/\/api\/Admin\/complaint-count\?statusFilter=All$/);
    expect(authorizationOf(api.sent[0])).toMatch(/^Bearer /);
  });
});
