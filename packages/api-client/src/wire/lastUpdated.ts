import type { LastUpdatedWire } from '@council/contract';
import { LAST_UPDATED_PARTS } from '@council/contract/paths';
import type { LastUpdated } from '../entities';
import type { Received } from './fields';

/** An instant the answer names, or null for none or anything that is not a readable date. */
function instant(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** GET /api/v2/public/last-updated's answer; a part it leaves out (an older API) has no date. */
export function lastUpdatedFromWire(answer: unknown): LastUpdated {
  const wire = (answer ?? {}) as Received<LastUpdatedWire>;
  const parts = (wire.parts ?? {}) as Received<LastUpdatedWire['parts']>;
  return {
    site: instant(wire.site),
    parts: Object.fromEntries(
      LAST_UPDATED_PARTS.map((part) => [part, instant(parts[part])]),
    ) as LastUpdated['parts'],
  };
}

/** The newest change of the parts a page shows, or null when none of them has one. */
export function newestChange(
  lastUpdated: LastUpdated,
  parts: readonly (keyof LastUpdated['parts'])[],
): string | null {
  let newest: string | null = null;
  for (const part of parts) {
    const changed = lastUpdated.parts[part];
    if (changed !== null && (newest === null || Date.parse(changed) > Date.parse(newest))) {
      newest = changed;
    }
  }
  return newest;
}
