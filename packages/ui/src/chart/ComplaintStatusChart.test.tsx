import { render, screen, waitFor } from '@testing-library/react';
import { ComplaintStatusChart } from './ComplaintStatusChart';

// chart.js needs a real canvas, which jsdom lacks: the library is replaced at its edge and the
// test checks what our component asks it to draw.
const drawn: {
  type: string;
  data: {
    labels: string[];
    datasets: { data: number[]; backgroundColor: string[] }[];
  };
  options: { radius: number; plugins: { legend: { display: boolean } } };
}[] = [];
jest.mock('chart.js', () => ({
  Chart: Object.assign(
    jest.fn().mockImplementation((_canvas: unknown, config: (typeof drawn)[number]) => {
      drawn.push(config);
      return { destroy: jest.fn() };
    }),
    { register: jest.fn() },
  ),
  PieController: {},
  ArcElement: {},
  Legend: {},
  Tooltip: {},
}));

describe('the complaint status chart', () => {
  it("draws one slice per status labelled 'status: count' in the status colours", async () => {
    const counts = [
      { status: 'Open', count: 3 },
      { status: 'Resolved', count: 2 },
    ];
    render(
      <ComplaintStatusChart counts={counts} size={200} radius={75} label="Complaints by status" />,
    );
    expect(screen.getByRole('img', { name: 'Complaints by status' })).toHaveAttribute(
      'width',
      '200',
    );
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]?.type).toBe('pie');
    expect(drawn[0]?.data.labels).toEqual(['Open: 3', 'Resolved: 2']);
    expect(drawn[0]?.data.datasets[0]).toEqual({
      data: [3, 2],
      backgroundColor: ['#f2b705', '#198754'],
    });
    expect(drawn[0]?.options.radius).toBe(75);
    // No room for chart.js's legend in 200 px around a 150 px pie; the page lists the counts.
    expect(drawn[0]?.options.plugins.legend.display).toBe(false);
  });

  it('draws nothing when there is nothing to count', () => {
    const { container } = render(
      <ComplaintStatusChart counts={[]} size={200} radius={75} label="x" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
