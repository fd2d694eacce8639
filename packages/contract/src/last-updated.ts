import { Type, type Static } from '@sinclair/typebox';
import { LAST_UPDATED_PARTS, type LastUpdatedPart } from './paths';

const Instant = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/**
 * GET /api/v2/public/last-updated: when each part last changed (an ISO 8601 instant, UTC), null
 * for a part never changed since changes were recorded; `site` is the newest change of the
 * council's published content (complaints, which citizens file, and the clock are not in it).
 */
export const LastUpdatedWire = Type.Object({
  site: Instant,
  parts: Type.Object(
    Object.fromEntries(LAST_UPDATED_PARTS.map((part) => [part, Instant])) as Record<
      LastUpdatedPart,
      typeof Instant
    >,
  ),
});
export type LastUpdatedWire = Static<typeof LastUpdatedWire>;
