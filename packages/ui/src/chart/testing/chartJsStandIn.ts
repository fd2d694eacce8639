// chart.js needs a real canvas, which jsdom lacks. Tests replace the library at its edge with
// this stand-in and read what our code asked it to draw:
//
//   const mockDrawn: DrawnChart[] = [];
//   jest.mock('chart.js', () =>
//     jest.requireActual<ChartJsStandIn>('@council/ui/src/chart/testing/chartJsStandIn')
//       .chartJsStandIn(mockDrawn),
//   );
//
// The list belongs to the test file (jest lets a mock factory use names starting with "mock"),
// so it survives jest.resetModules().

/** What one `new Chart(canvas, config)` was given. */
export interface DrawnChart {
  type: string;
  data: {
    labels: string[];
    datasets: {
      data: number[];
      backgroundColor: string[];
      borderColor?: string;
      borderWidth?: number;
    }[];
  };
  options: { radius: number; plugins: { legend: { display: boolean } } };
}

/** The module chart.js is replaced with: each chart it is asked for is added to `drawn`. */
export function chartJsStandIn(drawn: DrawnChart[]) {
  const Chart = Object.assign(
    jest.fn().mockImplementation((_canvas: unknown, config: DrawnChart) => {
      drawn.push(config);
      return { destroy: jest.fn() };
    }),
    { register: jest.fn() },
  );
  return {
    Chart,
    PieController: {},
    ArcElement: {},
    Legend: {},
    Tooltip: {},
    BarController: {},
    BarElement: {},
    CategoryScale: {},
    LinearScale: {},
  };
}

export type ChartJsStandIn = typeof import('./chartJsStandIn');
