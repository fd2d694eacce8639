import { useEffect, useMemo, useRef } from 'react';
import type { StatusCount } from '@council/api-client';
import { useStatusName } from '../status/statusName';
import { drawStatusPie } from './drawStatusPie';
import { whenNearView } from './whenNearView';

interface Props {
  counts: StatusCount[];
  /** Canvas width and height in px: 200 on the public home, 400 on the dashboards (SPEC.md 9). */
  size: number;
  radius: number;
  /** What the chart shows, for those who cannot see it. */
  label: string;
}

/** The complaints per status as a pie, slices labelled 'status: count' in the statuses' colours. */
export function ComplaintStatusChart({ counts, size, radius, label }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const nameOf = useStatusName();
  // The slices' labels in the reader's language, kept while their words stay the same: the pie
  // is drawn again when the language changes, not whenever a catalogue arrives.
  const said = counts.map(({ status, count }) => `${nameOf(status)}: ${count}`).join('\n');
  const labels = useMemo(() => said.split('\n'), [said]);

  useEffect(() => {
    const target = canvas.current;
    if (!target || counts.length === 0) return undefined;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    // chart.js is some 48 KB: fetched only when the pie is about to be seen. The canvas keeps
    // its size and its label meanwhile, so drawing later moves nothing and hides nothing.
    const stopWatching = whenNearView(target, () => {
      drawStatusPie(target, counts, labels, radius).then(
        (drawn) => (cancelled ? drawn.destroy() : (chart = drawn)),
        (error: unknown) => console.warn('The complaint chart could not be drawn:', error),
      );
    });
    return () => {
      cancelled = true;
      stopWatching();
      chart?.destroy();
    };
  }, [counts, labels, radius]);

  if (counts.length === 0) return null;
  return <canvas ref={canvas} width={size} height={size} role="img" aria-label={label} />;
}
