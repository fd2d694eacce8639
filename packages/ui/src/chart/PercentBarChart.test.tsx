import { render, screen, waitFor } from '@testing-library/react';
import type { ChartJsStandIn, DrawnChart } from './testing/chartJsStandIn';
import { PercentBarChart } from './PercentBarChart';

const mockDrawn: DrawnChart[] = [];
jest.mock('chart.js', () =>
  jest.requireActual<ChartJsStandIn>('./testing/chartJsStandIn').chartJsStandIn(mockDrawn),
);

beforeEach(() => {
  mockDrawn.length = 0;
});

describe('the percent bar chart', () => {
  it('draws one bar a share, from 0 to 100, labelled in words', async () => {
    render(
      <PercentBarChart
        bars={[
          { label: '12', value: 75 },
          { label: '3', value: null },
        ]}
        label="On time per ward: 12: 75%; 3: none resolved"
        axisLabel="Resolved on time (%)"
      />,
    );
    expect(screen.getByRole('img', { name: 'On time per ward: 12: 75%; 3: none resolved' })).toBe(
      document.querySelector('canvas'),
    );
    await waitFor(() => expect(mockDrawn).toHaveLength(1));
    const [drawn] = mockDrawn as unknown as {
      type: string;
      data: { labels: string[]; datasets: { data: (number | null)[] }[] };
      options: { scales: { y: { min: number; max: number } } };
    }[];
    expect(drawn?.type).toBe('bar');
    expect(drawn?.data.labels).toEqual(['12', '3']);
    expect(drawn?.data.datasets[0]?.data).toEqual([75, null]);
    expect(drawn?.options.scales.y).toEqual(expect.objectContaining({ min: 0, max: 100 }));
  });

  it('draws nothing without bars', () => {
    render(<PercentBarChart bars={[]} label="None" axisLabel="%" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
