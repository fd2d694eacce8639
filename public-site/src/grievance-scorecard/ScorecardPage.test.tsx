import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aScorecard, aScorecardRow, failWith, fakeApi, PENDING } from '@council/api-fake';
import '@council/ui/src/testing/browserGaps';
import type { ChartJsStandIn, DrawnChart } from '@council/ui/src/chart/testing/chartJsStandIn';
import { renderScreen, tableTexts } from '../testing/renderScreen';
import ScorecardPage from './ScorecardPage';
import { lastTwelveMonths } from './scorecardPeriod';

const mockDrawn: DrawnChart[] = [];
jest.mock('chart.js', () =>
  jest
    .requireActual<ChartJsStandIn>('@council/ui/src/chart/testing/chartJsStandIn')
    .chartJsStandIn(mockDrawn),
);

const CALL = 'GET /api/v2/public/grievance-scorecard';
const api = fakeApi();
beforeEach(() => {
  mockDrawn.length = 0;
});

const SCORECARD = aScorecard({
  from: '2025-03-06',
  to: '2026-03-05',
  total: aScorecardRow({
    name: 'All',
    received: 15,
    resolved: 9,
    resolvedOnTime: 6,
    onTimePercent: 66.6667,
    medianDaysToResolve: 3,
    averageRating: 4.25,
  }),
  byWard: [
    aScorecardRow({ name: '12' }),
    aScorecardRow({
      name: '3',
      received: 5,
      resolved: 1,
      resolvedOnTime: 0,
      onTimePercent: 0,
      medianDaysToResolve: 9,
      averageRating: null,
    }),
  ],
  byCategory: [
    aScorecardRow({ name: 'Blocked drain', received: 15, resolved: 9 }),
    aScorecardRow({
      name: 'Street light',
      received: 0,
      resolved: 0,
      resolvedOnTime: 0,
      onTimePercent: null,
      medianDaysToResolve: null,
      averageRating: null,
    }),
  ],
});

const asked = () => api.sentTo(CALL).map((request) => Object.fromEntries(request.url.searchParams));

describe('Grievance Scorecard', () => {
  it('shows the last twelve months per ward and per category, with totals and a chart', async () => {
    api.answer(CALL, SCORECARD);
    renderScreen(<ScorecardPage />, '/grievance-scorecard');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Grievance Scorecard');
    const byWard = await screen.findByRole('table', { name: 'By ward' });
    expect(asked()).toEqual([lastTwelveMonths(new Date())]);
    expect(screen.getByText('Complaints filed from 06/Mar/2025 to 05/Mar/2026.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(tableTexts(byWard)).toEqual([
      [
        'Ward',
        'Received',
        'Resolved',
        'Resolved on time',
        'Median days to resolve',
        'Average rating (1–5)',
      ],
      ['12', '10', '8', '75%', '2.5', '4.2'],
      ['3', '5', '1', '0%', '9', '–'],
      ['All', '15', '9', '66.7%', '3', '4.3'],
    ]);
    // Each row is named by its row header; the totals come last, in the table's foot.
    expect(within(byWard).getByRole('rowheader', { name: '3' })).toHaveAttribute('scope', 'row');
    expect(byWard.querySelector('tfoot')).toHaveTextContent('All');
    const byCategory = screen.getByRole('table', { name: 'By category' });
    expect(tableTexts(byCategory)[2]).toEqual(['Street light', '0', '0', '–', '–', '–']);

    const chart = screen.getByRole('img', { name: /^Bar chart of the share/ });
    expect(chart).toHaveAccessibleName(
      'Bar chart of the share of resolved complaints resolved on time, per ward: Ward 12: 75%; Ward 3: 0%',
    );
    await waitFor(() => expect(mockDrawn).toHaveLength(1));
    expect(mockDrawn[0]?.data.labels).toEqual(['Ward 12', 'Ward 3']);
    expect(mockDrawn[0]?.data.datasets[0]?.data).toEqual([75, 0]);
  });

  it('asks for the period chosen, and keeps it in the address', async () => {
    api.answer(CALL, SCORECARD);
    renderScreen(<ScorecardPage />, '/grievance-scorecard');
    await screen.findByRole('table', { name: 'By ward' });
    const period = screen.getByRole('group', { name: 'Period' });
    fireEvent.change(within(period).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(period).getByLabelText('To'), { target: { value: '2026-01-31' } });
    await userEvent.click(within(period).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ from: '2026-01-01', to: '2026-01-31' }));
  });

  it('opens with the period its address names', async () => {
    api.answer(CALL, SCORECARD);
    renderScreen(<ScorecardPage />, '/grievance-scorecard?from=2026-01-01&to=2026-02-28');
    await screen.findByRole('table', { name: 'By ward' });
    expect(asked()).toEqual([{ from: '2026-01-01', to: '2026-02-28' }]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-02-28');
  });

  it('refuses a period that ends before it starts', async () => {
    api.answer(CALL, SCORECARD);
    renderScreen(<ScorecardPage />, '/grievance-scorecard?from=2026-01-01&to=2026-02-28');
    await screen.findByRole('table', { name: 'By ward' });
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2026-03-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(from).toHaveAccessibleDescription('The start of the period must not be after its end.');
    expect(from).toHaveFocus();
    expect(asked()).toHaveLength(1);
  });

  it('says it is loading, that nothing was filed, or that it failed', async () => {
    api.answer(CALL, PENDING);
    const first = renderScreen(<ScorecardPage />, '/grievance-scorecard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the scorecard...');
    first.unmount();
    api.answer(
      CALL,
      aScorecard({ total: aScorecardRow({ received: 0 }), byWard: [], byCategory: [] }),
    );
    const second = renderScreen(<ScorecardPage />, '/grievance-scorecard');
    expect(await screen.findByText('No complaints were filed in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    second.unmount();
    api.answer(CALL, failWith(500));
    renderScreen(<ScorecardPage />, '/grievance-scorecard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The scorecard could not be loaded.',
    );
  });
});
