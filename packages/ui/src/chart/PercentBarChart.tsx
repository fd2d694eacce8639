import { useEffect, useRef } from 'react';
import { drawPercentBars, type PercentBar } from './drawPercentBars';
import { whenNearView } from './whenNearView';
import './PercentBarChart.css';

interface Props {
  bars: PercentBar[];
  /** What the chart shows, with its figures in words, for those who cannot see it. */
  label: string;
  /** The value axis's title, e.g. 'Resolved on time (%)'. */
  axisLabel: string;
}

/**
 * Shares in per cent as bars (0-100), drawn by chart.js when about to be seen, as the status pie
 * is. The canvas fills its box's width at a fixed height; its label says the figures in words.
 */
export function PercentBarChart({ bars, label, axisLabel }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const target = canvas.current;
    if (!target || bars.length === 0) return undefined;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    const stopWatching = whenNearView(target, () => {
      drawPercentBars(target, bars, axisLabel).then(
        (drawn) => (cancelled ? drawn.destroy() : (chart = drawn)),
        (error: unknown) => console.warn('The bar chart could not be drawn:', error),
      );
    });
    return () => {
      cancelled = true;
      stopWatching();
      chart?.destroy();
    };
  }, [bars, axisLabel]);

  if (bars.length === 0) return null;
  return (
    <div className="council-bar-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
