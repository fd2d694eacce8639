import type { Chart } from 'chart.js';
import type { StatusCount } from '@council/api-client';
import { statusColour } from '../status/complaintStatus';
import { takePageFont } from './pageFont';

// chart.js draws its legend inside the canvas; below this much room beside the pie it clips,
// and the screens show their own legend (StatusLegend) next to the chart anyway.
const LEGEND_ROOM_PX = 100;
// White lines between the slices: every status colour is at least 4.5:1 against white, so two
// slices side by side are told apart by the line between them as well as by their colours.
const SLICE_EDGE = { borderColor: '#ffffff', borderWidth: 2 };

/** chart.js is fetched here, on first use, so pages without a chart never download it. */
export async function drawStatusPie(
  canvas: HTMLCanvasElement,
  counts: StatusCount[],
  /** Each slice's label ('Open: 3'), in the order of `counts`. */
  labels: string[],
  radius: number,
): Promise<Chart> {
  const { Chart, PieController, ArcElement, Legend, Tooltip } = await import('chart.js');
  Chart.register(PieController, ArcElement, Legend, Tooltip);
  await takePageFont(Chart, canvas, labels);
  return new Chart(canvas, {
    type: 'pie',
    data: {
      labels,
      datasets: [
        {
          data: counts.map(({ count }) => count),
          backgroundColor: counts.map(({ status }) => statusColour(status, canvas.ownerDocument)),
          ...SLICE_EDGE,
        },
      ],
    },
    options: {
      radius,
      responsive: false,
      animation: false,
      plugins: {
        legend: { position: 'bottom', display: canvas.height >= 2 * radius + LEGEND_ROOM_PX },
      },
    },
  });
}
