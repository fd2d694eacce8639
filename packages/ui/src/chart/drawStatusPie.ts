import type { Chart } from 'chart.js';
import type { StatusCount } from '@council/api-client';
import { statusLook } from '../status/complaintStatus';

// chart.js draws its legend inside the canvas; below this much room beside the pie it clips,
// and the screens list the counts in words next to the chart anyway.
const LEGEND_ROOM_PX = 100;

/** chart.js is fetched here, on first use, so pages without a chart never download it. */
export async function drawStatusPie(
  canvas: HTMLCanvasElement,
  counts: StatusCount[],
  radius: number,
): Promise<Chart> {
  const { Chart, PieController, ArcElement, Legend, Tooltip } = await import('chart.js');
  Chart.register(PieController, ArcElement, Legend, Tooltip);
  return new Chart(canvas, {
    type: 'pie',
    data: {
      labels: counts.map(({ status, count }) => `${status}: ${count}`),
      datasets: [
        {
          data: counts.map(({ count }) => count),
          backgroundColor: counts.map(({ status }) => statusLook(status).chartColour),
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
