import { render, screen } from '@testing-library/react';
import { apiClient } from '@council/shared-auth';
import { fakeApi } from '@council/shared-auth/src/testing/fake-api';
import { signInAdmin } from '../testing/adminTestSetup';
import { ComplaintCounts } from './ComplaintCounts';

beforeEach(signInAdmin);

describe('the status-wise complaint count', () => {
  it('counts the complaints per status from GET /api/Admin/complaint-count?statusFilter=All', async () => {
    const api = fakeApi(apiClient, () => ({
      status: 200,
      data: [{ status: 'Open' }, { status: 'Open' }, { status: 'Resolved' }, { status: '' }],
    }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined); // jsdom draws no canvas
    render(<ComplaintCounts />);
    expect(await screen.findByText('Open: 2 complaint(s)')).toBeInTheDocument();
    expect(screen.getByText('Resolved: 1 complaint(s)')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByRole('img', { name: 'Pie chart of complaints per status' }),
    ).toBeInTheDocument();
    expect(apiClient.getUri(api.sent[0])).toMatch(
      /\/api\/Admin\/complaint-count\?statusFilter=All$/,
    );
    expect(api.authorizationOf(0)).toMatch(/^Bearer /);
  });
});
