import type { Chart } from 'chart.js';
import { takePageFont } from './pageFont';

/** One bar: its label under it, and its share in per cent (null: nothing to measure). */
export interface PercentBar {
  label: string;
  value: number | null;
}

// The council's blue, as on the site's buttons.
const BAR_COLOUR = '#0b4f8a';

/** chart.js is fetched here, on first use, so pages without a chart never download it. */
export async function drawPercentBars(
  canvas: HTMLCanvasElement,
  bars: PercentBar[],
  axisLabel: string,
): Promise<Chart> {
  const { Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip } =
    await import('chart.js');
  Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
  await takePageFont(Chart, canvas, [axisLabel, ...bars.map(({ label }) => label)]);
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: bars.map(({ label }) => label),
      datasets: [
        {
          label: axisLabel,
          data: bars.map(({ value }) => value),
          backgroundColor: bars.map(() => BAR_COLOUR),
        },
      ],
    },
    options: {
      // As wide as its box, whatever the screen: a phone shows the bars without scrolling sideways.
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        y: { min: 0, max: 100, title: { display: true, text: axisLabel } },
      },
    },
  });
}
