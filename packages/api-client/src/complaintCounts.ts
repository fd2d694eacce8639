import type { ComplaintCountsWire } from '@council/contract';
import { optionalNumber, text, type Received } from './wire/fields';

export interface StatusCount {
  status: string;
  count: number;
}

/**
 * The complaint-counts calls' answer (`{ total, counts: [{ status, count }] }`) as the charts
 * show it: statuses with no complaint are left out (the charts draw no empty slice).
 */
export function countsFromWire(answer: unknown): StatusCount[] {
  const counts = (answer as Received<ComplaintCountsWire> | null)?.counts;
  if (!Array.isArray(counts)) return [];
  return counts.flatMap((entry: Received<ComplaintCountsWire['counts'][number]> | null) => {
    const status = text(entry?.status).trim();
    const count = optionalNumber(entry?.count) ?? 0;
    return status && count > 0 ? [{ status, count }] : [];
  });
}
