import { render, screen } from '@testing-library/react';
import { authorizationOf, complaintCountsOf, fakeApi } from '@council/api-fake';
import { signInAdmin } from '../testing/adminTestSetup';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { ComplaintCounts } from './ComplaintCounts';

const api = fakeApi();
beforeEach(signInAdmin);

describe('the status-wise complaint count', () => {
  it('shows the counts per status from GET /api/v2/admin/complaint-counts', async () => {
    api.answer(
      'GET /api/v2/admin/complaint-counts',
      complaintCountsOf({ Open: 2, Pending: 0, Resolved: 1, Rejected: 0 }),
    );
    jest.spyOn(console, 'warn').mockImplementation(() => undefined); // jsdom draws no canvas
    render(<ComplaintCounts />, { wrapper: InQueryCache });
    expect(await screen.findByText('Open: 2 complaint(s)')).toBeInTheDocument();
    expect(screen.getByText('Resolved: 1 complaint(s)')).toBeInTheDocument();
    // Statuses without complaints are left out, as before.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByRole('img', { name: 'Pie chart of complaints per status' }),
    ).toBeInTheDocument();
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]?.url.href).toMatch(/\/api\/v2\/admin\/complaint-counts$/);
    expect(authorizationOf(api.sent[0])).toMatch(/^Bearer /);
  });

  it('says there are none when every count is zero', async () => {
    api.answer(
      'GET /api/v2/admin/complaint-counts',
      complaintCountsOf({ Open: 0, Pending: 0, Resolved: 0, Rejected: 0 }),
    );
    render(<ComplaintCounts />, { wrapper: InQueryCache });
    expect(await screen.findByText('No complaints yet.')).toBeInTheDocument();
  });
});
