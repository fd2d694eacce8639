import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDeskQueueItem, aDeskQueuePage, fakeApi } from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { AddressBar, InQueryCache } from '@council/remote-harness/src/testing';
import { signInAdmin } from '../testing/adminTestSetup';
import DeskQueuePage from './DeskQueuePage';

// The desk as an officer who reads Hindi sees it: the API names statuses in English ('Open'),
// the filters and counts say them in Hindi while the address keeps the API's names.

const api = fakeApi();

beforeEach(async () => {
  signInAdmin();
  api.answers({
    'GET /api/v2/desk/complaints': aDeskQueuePage(
      [aDeskQueueItem({ id: 123, number: 'SNP/2026/000123', status: 'Open', overdue: true })],
      { counts: [{ status: 'Open', count: 12 }], overdue: 7, total: 1 },
    ),
    'GET /api/v2/public/grievance-categories': [],
    'GET /api/v2/desk/ward-deadlines': { today: '2026-03-10', wards: [] },
    'GET /api/v2/desk/officers': [],
  });
  await act(() => setLanguage('hi'));
});

afterEach(() => act(() => setLanguage('en')));

describe('the grievance desk queue in Hindi', () => {
  it('names the statuses, counts and filters in Hindi', async () => {
    render(
      <MemoryRouter initialEntries={['/grievance-desk']}>
        <DeskQueuePage />
        <AddressBar />
      </MemoryRouter>,
      { wrapper: InQueryCache },
    );
    const table = await screen.findByRole('table', { name: 'शिकायतें' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'शिकायत निवारण डेस्क' }),
    ).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('शिकायत संख्या');
    expect(screen.getByText('1 शिकायत मिली।')).toHaveAttribute('role', 'status');
    const perStatus = screen.getByRole('list', {
      name: 'अन्य फ़िल्टरों के अनुसार स्थिति-वार शिकायतें',
    });
    expect(
      within(perStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['खुली 12', 'लंबित 0', 'निराकृत 0', 'अस्वीकृत 0', 'बंद 0', 'समय-सीमा पार 7']);

    const filters = within(screen.getByRole('search', { name: 'शिकायतें फ़िल्टर करें' }));
    const status = filters.getByRole('combobox', { name: 'स्थिति' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['सभी', 'खुली (12)', 'लंबित (0)', 'निराकृत (0)', 'अस्वीकृत (0)', 'बंद (0)']);
    await userEvent.selectOptions(status, 'लंबित (0)');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/grievance-desk?status=Pending',
    );
  });
});
